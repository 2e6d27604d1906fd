import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@workspace/shared/users/users.schemas';
import { renderWithApp } from '../../test-utils';
import { UsersPage } from './users-page';

const person = (id: number, name: string, type: User['type']): User => ({
  id,
  name,
  surname: 'Yılmaz',
  email: `${name.toLowerCase()}@example.com`,
  phone: null,
  type,
  isActive: true,
  language: 'en',
  lastLoginAt: null,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
});

describe('internal users', () => {
  it('offers deactivation for others but not for the signed-in master', async () => {
    const rows = [person(1, 'Deniz', 'master'), person(2, 'Selin', 'manager')];
    renderWithApp(<UsersPage kind="internal" />, {
      user: { id: 1, type: 'master' },
      api: { 'GET /api/users': { data: rows, meta: { page: 1, pageSize: 25, total: 2 } } },
      route: '/internal-user',
    });
    expect(await screen.findByRole('button', { name: 'Deactivate: Selin Yılmaz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit: Deniz Yılmaz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate: Deniz Yılmaz' })).not.toBeInTheDocument();
  });
});
