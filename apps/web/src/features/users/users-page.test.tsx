import { fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('external users', () => {
  it("edits a customer's companies: shows the current ones and sends the new set", async () => {
    const customer = person(5, 'Oliver', 'user');
    let sent: { companyIds?: unknown } | undefined;
    renderWithApp(<UsersPage kind="external" />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/users': { data: [customer], meta: { page: 1, pageSize: 25, total: 1 } },
        'GET /api/users/5': { ...customer, companyIds: [2] },
        'GET /api/companies/lookup': {
          data: [
            { id: 1, name: 'Anadolu Lojistik A.Ş.' },
            { id: 2, name: 'Brightwave Digital Ltd' },
          ],
        },
        'PUT /api/users/5': ({ body }: { body: { companyIds?: unknown } }) => {
          sent = body;
          return { user: { ...customer, companyIds: [1, 2] } };
        },
      },
      route: '/external-user',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Oliver Yılmaz' }));
    const field = await screen.findByLabelText(/^Companies/, { selector: 'input' });
    expect(await screen.findByText('Brightwave Digital Ltd')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Type/)).not.toBeInTheDocument();
    fireEvent.click(field);
    fireEvent.click(await screen.findByRole('option', { name: 'Anadolu Lojistik A.Ş.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.companyIds).toEqual([2, 1]);
  });
});
