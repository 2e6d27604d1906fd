import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/session';
import { createAppRouter } from './router';

/**
 * The signed-in app: the router (creating it starts the first navigation: the guard, the screen's
 * code and its data) inside the query cache, once that first navigation is done, so nothing blank
 * is shown meanwhile. `main.tsx` loads this module unless a signed-out visitor opens /login, and
 * calls this once.
 */
export function startApp(): Promise<ReactNode> {
  const router = createAppRouter();
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  if (router.state.initialized) return Promise.resolve(app);
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(app);
    });
  });
}
