import { notifications } from '@mantine/notifications';
import { TOAST } from '@workspace/shared/common/limits';

const COLORS = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' } as const;
type Kind = keyof typeof COLORS;

const show = (kind: Kind) => (message: string) =>
  notifications.show({
    message,
    color: COLORS[kind],
    autoClose: TOAST.autoCloseMs,
    style: { minWidth: TOAST.minWidth, maxWidth: TOAST.maxWidth },
  });

/** Short messages: bottom right, shown for 3000 ms, 100-400 px wide. */
export const toast = { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
