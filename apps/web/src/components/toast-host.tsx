import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

/*
 * The toasts' container (its layout, transitions and timers) is code a page needs only once
 * something is shown. It is a module of ours: a dynamic import of '@mantine/notifications' itself
 * would need the package's whole namespace, and so put the container back into the entry.
 */
const loadContainer = () => import('./toast-container');
const ToastContainer = lazy(loadContainer);
/* What a visitor does before a toast: the container's code is asked for at the first press, so a save's toast does not wait for it. */
const FIRST_ACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Where `toast()` messages appear. `toast()` only adds to Mantine's store; the container is loaded
 * with the first message and stays mounted from then on, so a page that never shows a toast never
 * downloads it. A message added before it is loaded waits in the store and shows once it is. A
 * message follows something the visitor did, so the code starts loading at the first press of a
 * key or a pointer: by the time a save answers, it is there.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const warm = () => {
      stop();
      // A failed download is tried again by the first toast, which then shows what went wrong.
      loadContainer().catch(() => undefined);
    };
    const stop = () => FIRST_ACTIONS.forEach((action) => document.removeEventListener(action, warm, true));
    FIRST_ACTIONS.forEach((action) => document.addEventListener(action, warm, true));
    return stop;
  }, []);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
