import { Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import i18n from '../lib/i18n';

export type ConfirmChangeOptions = {
  /** The field being changed, already translated ("Status"). */
  field: string;
  /** What is being changed ("Write the report"). */
  subject: string;
  oldValue: ReactNode;
  newValue: ReactNode;
  /** Whether focus goes back to what opened the dialog; off when the caller moves focus itself. */
  returnFocus?: boolean;
};

/**
 * Asks before an inline change, showing the field, the old and the new value. Resolves true on
 * confirm; false on cancel, Escape or closing the dialog.
 */
export function confirmChange({ field, subject, oldValue, newValue, returnFocus = true }: ConfirmChangeOptions): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  return openConfirm({
    title: t('list.confirmChangeTitle'),
    body: (
      <Stack gap="sm">
        <Text size="sm">{t('list.confirmChangeText', { field: field.toLocaleLowerCase(i18n.language), subject })}</Text>
        <Table withTableBorder variant="vertical" layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" w="35%">
                {t('list.oldValue')}
              </Table.Th>
              <Table.Td data-testid="confirm-old-value">{oldValue}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('list.newValue')}</Table.Th>
              <Table.Td data-testid="confirm-new-value">{newValue}</Table.Td>
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
