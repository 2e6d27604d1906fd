import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@workspace/shared/auth/auth.schemas';
import { startEarlyGet } from '../lib/api-client';
import { queryClient } from '../lib/session';
import { HoverTipProvider } from '../components/hover-tip';
import { taskOf, userOf } from '../test-fixtures';
import { firstRequestOf } from './lists-ahead';
import { appRoutes } from './router';
import { pageOf } from './screens';
import '../lib/i18n';

/*
 * A first load asks for the screen's first page before the app's code is there (main.tsx). When
 * that answer is in by the time the route opens, the table comes with its rows in the same render:
 * a table drawn empty, with its rows a render later, cost a cold load 120 to 230 ms in Chromium.
 */

const manager = userOf('manager', { id: 3 });
const task = taskOf(7, 'Write the report');

/*
 * The module that puts the page into the query cache, as if its file came 300 ms late: loaded on
 * demand once the guard let the visitor in (as it was until 2026-11-28), the screen would render
 * before it, with an empty table. Loaded with the router, it is there before the guard is done.
 */
vi.mock('./screen-data', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return importOriginal();
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the first load of a list screen', { timeout: 30_000 }, () => {
  it('draws the table with the rows asked for ahead, not empty first', async () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(manager));
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const { pathname, search } = new URL(input, 'http://localhost');
        asked.push(pathname + search);
        const answer = (body: unknown) =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        if (pathname === '/api/me') return answer({ ...manager, timeZone: 'Europe/Istanbul' } satisfies MeResponse);
        if (pathname === '/api/tasks') return answer({ data: [task], meta: { page: 1, pageSize: 25, total: 1 } });
        if (pathname === '/api/tasks/summary')
          return answer({
            total: 1,
            byStatus: { pending: 1, inProgress: 0, completed: 0, onHold: 0, cancelled: 0 },
            overdue: 0,
            dueThisWeek: 0,
          });
        return answer({ data: [], meta: { page: 1, pageSize: 25, total: 0 } });
      }),
    );
    // The code is in (main.tsx asks for it beside the data), so the route opens as soon as its loader is done.
    await Promise.all([pageOf('task')(), import('./layout')]);
    // As main.tsx does, and both answers are in before the router starts.
    const firstPage = firstRequestOf('task', new URL('/task', 'http://localhost'))!;
    startEarlyGet('/api/me');
    startEarlyGet(firstPage);
    await new Promise((resolve) => setTimeout(resolve, 20));

    // Each time the task table is in the page: how many rows it holds.
    const rowsWhenSeen: number[] = [];
    const watch = new MutationObserver(() => {
      const table = document.querySelector('table[aria-label="Tasks"]');
      if (table) rowsWhenSeen.push(table.querySelectorAll('tbody tr').length);
    });
    watch.observe(document.body, { childList: true, subtree: true });

    render(
      <MantineProvider env="test">
        <HoverTipProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={createMemoryRouter(appRoutes(), { initialEntries: ['/task'] })} />
          </QueryClientProvider>
        </HoverTipProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Write the report' }, { timeout: 15_000 })).toBeInTheDocument();
    watch.disconnect();

    expect(rowsWhenSeen[0]).toBe(1);
    // The page was asked for once: the early request's answer served the route and the screen.
    expect(asked.filter((url) => url === firstPage)).toHaveLength(1);
  });
});
