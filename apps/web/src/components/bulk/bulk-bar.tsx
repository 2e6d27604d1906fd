import { Alert, Button, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResponse } from '@workspace/shared/bulk/bulk.schemas';
import { api, ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import type { ChangeField } from '../change-sentence';
import { confirmAction } from '../confirm-dialog';
import type { RowSelection } from '../row-selection';
import './bulk-texts';

export type BulkChoice = { value: string; label: string };

/** One action of the bar: a field set to a chosen value or date, or an action of its own (delete, activate). */
export type BulkAction =
  | { key: ChangeField; choices?: BulkChoice[]; change: (value: string) => Record<string, unknown> }
  | { key: 'delete' | 'activate' | 'deactivate'; change: () => Record<string, unknown> };

export type BulkBarProps = {
  /** The list's API resource: the request goes to `/api/<resource>/bulk`. */
  resource: 'tasks' | 'tickets' | 'users';
  noun: 'task' | 'ticket' | 'user';
  selection: RowSelection;
  /** The filtered list's total, and the ids of the page shown. */
  total: number;
  pageIds: readonly number[];
  /** The list's filters as its address holds them: sent for "every row of the filtered list". */
  filters: Record<string, unknown>;
  actions: BulkAction[];
  invalidates: QueryKey[];
};

/**
 * The bar above a list while rows are selected (issue 32): how many, "select all N of the filtered
 * list" once the whole page is ticked, and one action applied to every selected row after one
 * confirmation naming the count and the change. The server changes all or none; its refusal
 * (naming the rows and why) stays in view until the next try.
 */
export function BulkBar({ resource, noun, selection, total, pageIds, filters, actions, invalidates }: BulkBarProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [actionKey, setActionKey] = useState('');
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const count = selection.count(total);
  const action = actions.find((candidate) => candidate.key === actionKey);
  const choices = action && 'choices' in action ? action.choices : undefined;
  const isDate = action?.key === 'deadline';
  const needsValue = action !== undefined && (choices !== undefined || isDate);
  const isPageSelected = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const canSelectAll = !selection.all && isPageSelected && total > selection.ids.size;

  const apply = async () => {
    if (!action) return;
    const nounWords = { count, noun: t(`bulk.nouns.${noun}`, { count }) };
    const isField = 'choices' in action || action.key === 'deadline';
    const to = choices?.find((choice) => choice.value === value)?.label ?? value;
    const message = isField
      ? t('bulk.sentence.change', {
          count,
          noun: t(`bulk.of.${noun}`, { count }),
          field: t(`list.change.field.${action.key}`),
          to,
        })
      : t(`bulk.sentence.${action.key}`, nounWords);
    const isConfirmed = await confirmAction({
      title: t('bulk.confirmTitle'),
      message,
      confirmLabel: t(`bulk.actions.${action.key}`),
      color: action.key === 'delete' || action.key === 'deactivate' ? 'red' : 'blue',
    });
    if (!isConfirmed) return;
    setIsBusy(true);
    setRefusal(null);
    try {
      const selected = selection.all ? { filters } : { ids: [...selection.ids] };
      const answer = await api<BulkResponse>('POST', `/api/${resource}/bulk`, {
        selection: selected,
        change: action.change(value),
      });
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      const done = isField ? 'change' : action.key;
      toast.success(
        t(`bulk.done.${done}`, { count: answer.count, noun: t(`bulk.nouns.${noun}`, { count: answer.count }) }),
      );
      selection.clear();
      setActionKey('');
      setValue('');
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('bulk.refused'));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" mb="sm" role="region" aria-label={t('bulk.region')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {selection.all ? t('bulk.allSelected', { count: total }) : t('bulk.selected', { count })}
        </Text>
        {canSelectAll && (
          <Button variant="subtle" size="xs" onClick={selection.selectAll}>
            {t('bulk.selectAll', { count: total })}
          </Button>
        )}
        <NativeSelect
          size="xs"
          label={t('bulk.action')}
          value={actionKey}
          onChange={(event) => {
            setActionKey(event.currentTarget.value);
            setValue('');
          }}
          data={[
            { value: '', label: t('bulk.chooseAction') },
            ...actions.map((candidate) => ({ value: candidate.key, label: t(`bulk.actions.${candidate.key}`) })),
          ]}
        />
        {choices && (
          <NativeSelect
            size="xs"
            label={t('bulk.value')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            data={[{ value: '', label: '—' }, ...choices.map(({ value: choice, label }) => ({ value: choice, label }))]}
          />
        )}
        {isDate && (
          <TextInput
            size="xs"
            type="date"
            label={t('bulk.value')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        )}
        <Button
          size="xs"
          onClick={() => void apply()}
          disabled={!action || (needsValue && value === '')}
          loading={isBusy}
        >
          {t('bulk.apply')}
        </Button>
        <Button size="xs" variant="default" onClick={selection.clear}>
          {t('bulk.clear')}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" mt="sm" title={t('bulk.refused')} role="alert">
          {refusal}
        </Alert>
      )}
    </Paper>
  );
}
