import { Button, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@workspace/shared/insight/activities.schemas';
import { activityValueText } from '@workspace/shared/insight/activities.constants';
import { readActivity } from '@workspace/shared/insight/activity-reading';

/** Fields shown before "Show all"; values cut to this many characters until then. */
const SHORT_FIELDS = 3;
const SHORT_VALUE = 60;

type Props = {
  /** The audit row: its action and record type choose the words, its names stand for its ids. */
  row: Pick<Activity, 'action' | 'entityType' | 'changes' | 'names'>;
  /** Everything at once (the history drawer has room); otherwise long changes fold. */
  isExpanded?: boolean;
};

/** A stored value as text (shared with the exports). */
export const changeValue = activityValueText;

const cut = (text: string) => (text.length > SHORT_VALUE ? `${text.slice(0, SHORT_VALUE - 1)}…` : text);

/**
 * The row in words (`@workspace/shared/insight/activity-reading`, as the exports read it): one sentence where it
 * reads better so, else "Label: before → after" per changed field; a created record has no before,
 * a deleted one no after.
 */
export function ActivityChanges({ row, isExpanded = false }: Props) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(isExpanded);
  const reading = readActivity(row, i18n.language === 'tr' ? 'tr' : 'en');
  if (reading.sentence) {
    return (
      <Text span size="sm">
        {reading.sentence}
      </Text>
    );
  }
  const entries = reading.lines;
  if (entries.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        –
      </Text>
    );
  }
  const isLong = entries.some(
    (line) => (line.before ?? '').length > SHORT_VALUE || (line.after ?? '').length > SHORT_VALUE,
  );
  const canFold = !isExpanded && (entries.length > SHORT_FIELDS || isLong);
  const shown = isOpen || !canFold ? entries : entries.slice(0, SHORT_FIELDS);
  const show = (text: string) => (isOpen || !canFold ? text : cut(text));
  return (
    <div>
      <List size="sm" spacing={2} listStyleType="none" style={{ overflowWrap: 'anywhere' }}>
        {shown.map((line) => (
          <List.Item key={line.field}>
            <Text span size="sm" fw={600}>
              {line.label}:
            </Text>{' '}
            {line.before !== undefined && (
              <>
                <Text span size="sm" c="dimmed">
                  {show(line.before)}
                </Text>
                {line.after !== undefined && ' → '}
              </>
            )}
            {line.after !== undefined && (
              <Text span size="sm">
                {show(line.after)}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {canFold && (
        <Button
          variant="subtle"
          size="compact-xs"
          px={0}
          aria-expanded={isOpen}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t('activities.changes.showLess') : t('activities.changes.showAll', { count: entries.length })}
        </Button>
      )}
    </div>
  );
}
