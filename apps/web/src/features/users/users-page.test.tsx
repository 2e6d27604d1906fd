import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User, UserSummary } from '@workspace/shared/users/users.schemas';
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

const noQuotas = {
  quotas: { creationsPerHour: null, uploadMbPerHour: null, uploadMbTotal: null },
  quotaUsage: { creationsThisHour: 0, uploadMbThisHour: 0, uploadMbTotal: 0 },
};

const summary: UserSummary = {
  total: 9,
  active: 7,
  inactive: 2,
  byType: { master: 1, manager: 3, employee: 5, user: 0 },
};
const summaryCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/users/summary?'));
const listCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/users?'));

describe('internal users', () => {
  it('shows total, active, inactive and one card per staff type, under the search; a card filters the list', async () => {
    const { fetch } = renderWithApp(<UsersPage kind="internal" />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/users': { data: [], meta: { page: 1, pageSize: 25, total: 0 } },
        'GET /api/users/summary': summary,
      },
      route: '/internal-user?q=y%C4%B1lmaz',
    });
    const cards = await screen.findByRole('region', { name: 'Summary' });
    const active = await within(cards).findByRole('button', { name: 'Active 7' });
    expect(within(cards).getByRole('button', { name: 'All users 9' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(cards).getByRole('button', { name: 'Inactive 2' })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: 'Administrator 1' })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: 'Manager 3' })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: 'Engineer 5' })).toBeInTheDocument();
    expect(within(cards).queryByRole('button', { name: /^Customer/ })).not.toBeInTheDocument();
    // The cards read the list's own search and kind.
    const [first] = summaryCalls(fetch);
    expect(Object.fromEntries(new URL(first!, 'http://localhost').searchParams)).toEqual({
      kind: 'internal',
      q: 'yılmaz',
    });

    fireEvent.click(active);
    await waitFor(() =>
      expect(within(cards).getByRole('button', { name: 'Active 7' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(cards).getByRole('button', { name: 'All users 9' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(listCalls(fetch).at(-1)).toContain('isActive=true'));
    fireEvent.click(within(cards).getByRole('button', { name: 'Manager 3' }));
    await waitFor(() => expect(listCalls(fetch).at(-1)).toMatch(/type=manager/));
    expect(listCalls(fetch).at(-1)).toContain('isActive=true');
    expect(within(cards).getByRole('button', { name: 'Manager 3' })).toHaveAttribute('aria-pressed', 'true');
    // The cards set status and type themselves, so their figures are asked without them.
    expect(summaryCalls(fetch).every((url) => !url.includes('isActive') && !url.includes('type='))).toBe(true);

    // A second click on a pressed card lifts its filter.
    fireEvent.click(within(cards).getByRole('button', { name: 'Active 7' }));
    await waitFor(() => expect(listCalls(fetch).at(-1)).not.toContain('isActive'));
    fireEvent.click(within(cards).getByRole('button', { name: 'All users 9' }));
    await waitFor(() => expect(listCalls(fetch).at(-1)).not.toContain('type='));
  });

  it('offers deactivation for others but not for the signed-in master', async () => {
    const rows = [person(1, 'Deniz', 'master'), person(2, 'Selin', 'manager')];
    renderWithApp(<UsersPage kind="internal" />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/users': { data: rows, meta: { page: 1, pageSize: 25, total: 2 } },
        'GET /api/users/summary': summary,
      },
      route: '/internal-user',
    });
    expect(await screen.findByRole('button', { name: 'Deactivate: Selin Yılmaz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit: Deniz Yılmaz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate: Deniz Yılmaz' })).not.toBeInTheDocument();
  });
});

describe('external users', () => {
  it('shows total, active and inactive customers, without type cards', async () => {
    renderWithApp(<UsersPage kind="external" />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/users/summary': {
          total: 4,
          active: 3,
          inactive: 1,
          byType: { master: 0, manager: 0, employee: 0, user: 4 },
        },
      },
      route: '/external-user',
    });
    const cards = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(cards).findByRole('button', { name: 'All users 4' })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: 'Active 3' })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: 'Inactive 1' })).toBeInTheDocument();
    expect(within(cards).getAllByRole('button')).toHaveLength(3);
  });

  it("edits a customer's companies: shows the current ones and sends the new set", async () => {
    const customer = person(5, 'Oliver', 'user');
    let sent: { companyIds?: unknown } | undefined;
    renderWithApp(<UsersPage kind="external" />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/users': { data: [customer], meta: { page: 1, pageSize: 25, total: 1 } },
        'GET /api/users/5': { ...customer, companyIds: [2], ...noQuotas },
        'GET /api/users/summary': summary,
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

  it("shows an account's quotas with the role's defaults and what it used, and sends the one the master raised", async () => {
    const employee = person(7, 'Deniz', 'employee');
    let sent: { quotas?: unknown } | undefined;
    renderWithApp(<UsersPage kind="internal" />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/users': { data: [employee], meta: { page: 1, pageSize: 25, total: 1 } },
        'GET /api/users/7': {
          ...employee,
          companyIds: [],
          quotas: { creationsPerHour: null, uploadMbPerHour: 200, uploadMbTotal: null },
          quotaUsage: { creationsThisHour: 12, uploadMbThisHour: 3.5, uploadMbTotal: 1250.4 },
        },
        'GET /api/users/summary': summary,
        'PUT /api/users/7': ({ body }: { body: { quotas?: unknown } }) => {
          sent = body;
          return { user: { ...employee, companyIds: [], ...noQuotas } };
        },
      },
      route: '/internal-user',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Deniz Yılmaz' }));
    const records = await screen.findByLabelText('Records per hour');
    expect(records).toHaveAttribute('placeholder', 'Default: 500');
    expect(screen.getByLabelText('Uploads per hour (MB)')).toHaveValue('200');
    expect(screen.getByText('Used this hour: 12')).toBeInTheDocument();
    expect(screen.getByText('Used so far: 1,250.4')).toBeInTheDocument();
    fireEvent.change(records, { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Uploads per hour (MB)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.quotas).toEqual({ creationsPerHour: 2000, uploadMbPerHour: null, uploadMbTotal: null });
  });
});
