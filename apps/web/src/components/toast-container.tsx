import { Notifications } from '@mantine/notifications';
import { TOAST } from '@workspace/shared/common/limits';

/** The toasts' container, a chunk of its own: `ToastHost` loads it with the first message. */
export default function ToastContainer() {
  return <Notifications position={TOAST.position} autoClose={TOAST.autoCloseMs} />;
}
