import { Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import i18n from '../lib/i18n';
import { changeSentence, type ChangeDescription } from './change-sentence';

export type ConfirmChangeOptions = ChangeDescription & {
  /** The old and the new value as shown beside the sentence (a badge); the plain values otherwise, none as the sentence says it. */
  oldValue?: ReactNode;
  newValue?: ReactNode;
  /** Whether focus goes back to what opened the dialog; off when the caller moves focus itself. */
  returnFocus?: boolean;
};

/**
 * Asks before an inline change with one sentence naming the field, the record, the old and the
 * new value (change-sentence.ts), and the two values side by side. Resolves true on confirm;
 * false on cancel, Escape or closing the dialog.
 */
export function confirmChange({ oldValue, newValue, returnFocus = true, ...change }: ConfirmChangeOptions): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  const shown = (value: string | null) => value ?? t(`list.change.none.${change.field}`, { defaultValue: '–' });
  return openConfirm({
    title: t('list.confirmChangeTitle'),
    body: (
      <Stack gap="sm">
        <Text size="sm">{changeSentence(change)}</Text>
        <Table withTableBorder variant="vertical" layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" w="35%">
                {t('list.oldValue')}
              </Table.Th>
              <Table.Td data-testid="confirm-old-value">{oldValue ?? shown(change.from)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('list.newValue')}</Table.Th>
              <Table.Td data-testid="confirm-new-value">{newValue ?? shown(change.to)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    ),
    confirmLabel: t('common.confirm'),
    color: 'blue',
    returnFocus,
    // Keyboard flow: arrow key (or select), then Enter confirms.
    focus: 'confirm',
  });
}

export type ConfirmActionOptions = { title: string; message: ReactNode; confirmLabel: string; color?: string };

/** Asks before a destructive action (delete). Resolves true on confirm, false otherwise. */
export function confirmAction({ title, message, confirmLabel, color = 'red' }: ConfirmActionOptions): Promise<boolean> {
  // A destructive action starts on Cancel, so a stray Enter deletes nothing.
  return openConfirm({ title, body: <Text size="sm">{message}</Text>, confirmLabel, color, returnFocus: true, focus: 'cancel' });
}

type OpenConfirmOptions = { title: string; body: ReactNode; confirmLabel: string; color: string; returnFocus: boolean; focus: 'confirm' | 'cancel' };

function openConfirm({ title, body, confirmLabel, color, returnFocus, focus }: OpenConfirmOptions) {
  return new Promise<boolean>((resolve) => {
    let isSettled = false;
    // onClose also runs after onConfirm; the first answer wins.
    const settle = (value: boolean) => {
      if (isSettled) return;
      isSettled = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title,
      children: body,
      labels: { confirm: confirmLabel, cancel: i18n.t('common.cancel') },
      confirmProps: { color, 'data-autofocus': focus === 'confirm' || undefined },
      cancelProps: { 'data-autofocus': focus === 'cancel' || undefined },
      returnFocus,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
