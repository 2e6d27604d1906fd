import { Button, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@workspace/shared/insight/activities.schemas';
import { activityValueText } from '@workspace/shared/insight/activities.constants';

/** Fields shown before "Show all"; values cut to this many characters until then. */
const SHORT_FIELDS = 3;
const SHORT_VALUE = 60;

type Props = {
  changes: Activity['changes'];
  /** Everything at once (the history drawer has room); otherwise long changes fold. */
  isExpanded?: boolean;
};

/** A stored value as text (shared with the exports). */
export const changeValue = activityValueText;

const cut = (text: string) => (text.length > SHORT_VALUE ? `${text.slice(0, SHORT_VALUE - 1)}…` : text);

/** "field: before → after" per changed field; a created record has no before, a deleted one no after. */
export function ActivityChanges({ changes, isExpanded = false }: Props) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(isExpanded);
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        –
      </Text>
    );
  }
  const isLong = entries.some(([, change]) => changeValue(change.before).length > SHORT_VALUE || changeValue(change.after).length > SHORT_VALUE);
  const canFold = !isExpanded && (entries.length > SHORT_FIELDS || isLong);
  const shown = isOpen || !canFold ? entries : entries.slice(0, SHORT_FIELDS);
  const show = (text: string) => (isOpen || !canFold ? text : cut(text));
  return (
    <div>
      <List size="sm" spacing={2} listStyleType="none" style={{ overflowWrap: 'anywhere' }}>
        {shown.map(([field, change]) => (
          <List.Item key={field}>
            <Text span size="sm" fw={600}>
              {field}:
            </Text>{' '}
            {change.before !== undefined && (
              <>
                <Text span size="sm" c="dimmed">
                  {show(changeValue(change.before))}
                </Text>
                {change.after !== undefined && ' → '}
              </>
            )}
            {change.after !== undefined && (
              <Text span size="sm">
                {show(changeValue(change.after))}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {canFold && (
        <Button variant="subtle" size="compact-xs" px={0} aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
          {isOpen ? t('activities.changes.showLess') : t('activities.changes.showAll', { count: entries.length })}
        </Button>
      )}
    </div>
  );
}
