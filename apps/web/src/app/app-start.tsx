import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/session';
import { createAppRouter } from './router';

/**
 * The signed-in app: the router (creating it starts the first navigation: the guard, the screen's
 * code and its data) inside the query cache. `main.tsx` loads this module unless a signed-out
 * visitor opens /login, and calls this once.
 */
export function startApp(): ReactNode {
  const router = createAppRouter();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
