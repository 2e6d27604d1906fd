import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/*
 * The toasts' container (its layout, transitions and timers) is code a page needs only once
 * something is shown. It is a module of ours: a dynamic import of '@mantine/notifications' itself
 * would need the package's whole namespace, and so put the container back into the entry.
 */
const ToastContainer = lazy(() => import('./toast-container'));

/**
 * Where `toast()` messages appear. `toast()` only adds to Mantine's store; the container is loaded
 * with the first message and stays mounted from then on, so a page that never shows a toast never
 * downloads it. A message added before it is loaded waits in the store and shows once it is.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
