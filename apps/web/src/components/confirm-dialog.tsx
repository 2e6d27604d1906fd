import { Button, Group, Stack, Text } from '@mantine/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import i18n from '../lib/i18n';
import type { ChangeDescription } from './change-sentence';
import { Dialog } from './dialog';

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
export async function confirmChange({
  oldValue,
  newValue,
  returnFocus = true,
  ...change
}: ConfirmChangeOptions): Promise<boolean> {
  // The sentence and the values load with the first change asked (change-values.tsx).
  const { ChangeBody } = await import('./change-values');
  const t = i18n.t.bind(i18n);
  return openConfirm({
    title: t('list.confirmChangeTitle'),
    body: <ChangeBody change={change} oldValue={oldValue} newValue={newValue} />,
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
  return openConfirm({
    title,
    body: <Text size="sm">{message}</Text>,
    confirmLabel,
    color,
    returnFocus: true,
    focus: 'cancel',
  });
}

type OpenConfirmOptions = {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  color: string;
  returnFocus: boolean;
  focus: 'confirm' | 'cancel';
};

/** The confirmation asked now (kept after its answer, so the dialog fades out with its text) and whether it is open. */
type Asked = OpenConfirmOptions & { opened: boolean; answer: (value: boolean) => void };
let asked: Asked | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function openConfirm(options: OpenConfirmOptions) {
  return new Promise<boolean>((resolve) => {
    // One question at a time: a new one answers the one still open with "no".
    asked?.answer(false);
    const current: Asked = {
      ...options,
      opened: true,
      answer: (value) => {
        if (!current.opened) return;
        current.opened = false;
        asked = { ...current };
        listeners.forEach((listener) => listener());
        resolve(value);
      },
    };
    asked = current;
    listeners.forEach((listener) => listener());
  });
}

/** Where `confirmChange` and `confirmAction` show their dialog: once, around the signed-in screens. */
export function ConfirmHost() {
  const current = useSyncExternalStore(subscribe, () => asked);
  if (!current) return null;
  const { title, body, confirmLabel, color, returnFocus, focus, answer } = current;
  return (
    <Dialog opened={current.opened} onClose={() => answer(false)} title={title} returnFocus={returnFocus}>
      <Stack gap="md">
        {body}
        <Group justify="flex-end">
          <Button variant="default" data-autofocus={focus === 'cancel' || undefined} onClick={() => answer(false)}>
            {i18n.t('common.cancel')}
          </Button>
          <Button color={color} data-autofocus={focus === 'confirm' || undefined} onClick={() => answer(true)}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
