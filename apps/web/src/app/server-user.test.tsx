import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@workspace/shared/auth/auth.schemas';
import type { User } from '@workspace/shared/users/users.schemas';
import { queryClient } from '../lib/session';
import { appRoutes } from './router';
import { HoverTipProvider } from '../components/hover-tip';
import { userOf } from '../test-fixtures';
import '../lib/i18n';

/*
 * The server's word over the stored one: the menu and the screens follow the user GET /api/me
 * answers, whatever this browser's local storage says (someone may edit it).
 */

const employee = userOf('employee');

/** The app at `path` with `stored` in local storage and `me` as the server's answer to GET /api/me. */
function openApp(path: string, stored: User, me: User) {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('user', JSON.stringify(stored));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const { pathname } = new URL(input, 'http://localhost');
      const answer = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if ((init?.method ?? 'GET') !== 'GET')
        return answer({ error: { code: 'notFound', message: 'The record was not found' } }, 404);
      if (pathname === '/api/me') return answer({ ...me, timeZone: 'Europe/Istanbul' } satisfies MeResponse);
      return answer({ data: [], meta: { page: 1, pageSize: 25, total: 0 } });
    }),
  );
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <MantineProvider env="test">
      <HoverTipProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </HoverTipProvider>
    </MantineProvider>,
  );
  return router;
}

// The shell and the screen come as chunks of their own: the first time, the compiler makes them.
const menu = () => screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the server’s word over the stored user', { timeout: 30_000 }, () => {
  it('shows the menu of the type the server answered, not of a stored user edited to master', async () => {
    const router = openApp('/user-note', { ...employee, type: 'master' }, employee);
    const nav = await menu();
    await waitFor(() => expect(within(nav).getByText('My Tasks')).toBeInTheDocument());
    expect(within(nav).getByText('Shared Data')).toBeInTheDocument();
    for (const masters of ['Dashboard', 'Users Report', 'Companies', 'Accounting'])
      expect(within(nav).queryByText(masters)).toBeNull();
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(employee);

    // A master's screen is not found for them, whatever the stored user says.
    localStorage.setItem('user', JSON.stringify({ ...employee, type: 'master' }));
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers only the profile while the role’s two-factor setup is pending, as the server says', async () => {
    const manager: User = { ...employee, id: 3, type: 'manager', email: 'manager@example.com' };
    const router = openApp('/task', manager, { ...manager, twoFactorSetupRequired: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?twoFactor=setup');
    const nav = await menu();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile'));
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    for (const hidden of ['My Tasks', 'Tasks', 'Shared Data', 'Accounting', 'Ticket Management'])
      expect(within(nav).queryByText(hidden)).toBeNull();
    expect(
      within(nav).getByText(
        'Your role requires two-factor sign-in. Turn it on in your profile to open the other screens.',
      ),
    ).toBeInTheDocument();
  });

  it('gives the whole menu of the role back once the server no longer holds them to the setup', async () => {
    const manager: User = { ...employee, id: 3, type: 'manager', email: 'manager@example.com' };
    openApp('/user-note', { ...manager, twoFactorSetupRequired: true }, manager);
    const nav = await menu();
    await waitFor(() => expect(within(nav).getByText('Tasks')).toBeInTheDocument());
    expect(within(nav).getByText('My Tasks')).toBeInTheDocument();
    expect(within(nav).queryByText(/requires two-factor/)).toBeNull();
  });
});
