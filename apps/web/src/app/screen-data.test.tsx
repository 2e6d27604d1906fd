import { hashKey } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserType } from '@workspace/shared/auth/roles';
import { resourceKeys } from '../lib/query-keys';
import { renderWithApp } from '../test-utils';
import { listAhead } from './lists-ahead';
import { pageOf } from './screens';

/*
 * A route fetches its screen's first page ahead only if the screen then asks under the very same
 * key; otherwise the work is wasted and the screen waits as before. Each screen of the table is
 * rendered at an address, and the list query it makes must be the one the route fetched.
 */
const CASES: { screen: string; address: string; as: UserType }[] = [
  { screen: 'task', address: '/task', as: 'manager' },
  { screen: 'task', address: '/task?status=inProgress&q=invoice&sort=title&order=desc&page=2', as: 'manager' },
  { screen: 'myTask', address: '/mytask?priority=high', as: 'employee' },
  { screen: 'project', address: '/project', as: 'manager' },
  { screen: 'company', address: '/company?q=acme', as: 'master' },
  { screen: 'internalUser', address: '/internal-user', as: 'master' },
  { screen: 'externalUser', address: '/external-user?pageSize=50', as: 'master' },
  { screen: 'income', address: '/income', as: 'master' },
  { screen: 'expense', address: '/expense?currency=Euro', as: 'master' },
  { screen: 'transaction', address: '/transaction', as: 'master' },
  { screen: 'expenseCategory', address: '/expense-category', as: 'master' },
  { screen: 'ticketCategory', address: '/ticket-category', as: 'master' },
  { screen: 'userNote', address: '/user-note', as: 'employee' },
];

describe('data fetched ahead of a screen', () => {
  it.each(CASES)('$address: the screen asks for the page its route fetched', async ({ screen, address, as }) => {
    const ahead = listAhead(screen, new URL(address, 'http://localhost'));
    expect(ahead).not.toBeNull();
    const { Component } = await pageOf(screen)();
    const { queryClient } = renderWithApp(<Component />, { route: address, user: { id: 1, type: as } });
    const listKey = resourceKeys(ahead!.list.name).list(ahead!.params as object);
    await waitFor(() => {
      const asked = queryClient
        .getQueryCache()
        .findAll({ queryKey: [ahead!.list.name, 'list'] })
        .map((query) => query.queryHash);
      expect(asked).toContain(hashKey(listKey));
    });
  });

  it('leaves the task board to fetch its own data', () => {
    expect(listAhead('task', new URL('/task?view=board', 'http://localhost'))).toBeNull();
    expect(listAhead('dashboard', new URL('/dashboard', 'http://localhost'))).toBeNull();
  });
});
