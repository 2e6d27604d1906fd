import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoginRecord, LoginRecordSummary } from '@workspace/shared/insight/login-records.schemas';
import i18n from '../../lib/i18n';
import { apiError, findSelectInput, renderWithApp, type ApiStubs } from '../../test-utils';
import { Component as LoginRecordsPage } from './login-records-page';

const record = (id: number, overrides: Partial<LoginRecord>): LoginRecord => ({
  id,
  user: { id: 7, name: 'Selin', surname: 'Aktaş' },
  email: 'selin@example.com',
  status: 'success',
  reason: null,
  ip: '85.105.1.20',
  country: 'Türkiye',
  region: 'İstanbul',
  city: 'Kadıköy',
  userAgent: 'Mozilla/5.0',
  createdAt: '2026-06-01T06:05:07Z',
  burst: false,
  ...overrides,
});

const ROWS = [
  record(3, {
    user: null,
    email: 'nobody@example.com',
    status: 'failed',
    reason: 'invalidCredentials',
    ip: '203.0.113.9',
    country: null,
    region: null,
    burst: true,
  }),
  record(2, { status: 'failed', reason: 'invalidCredentials' }),
  record(1, {}),
];

const summary: LoginRecordSummary = {
  total: 3,
  success: 1,
  failed: 2,
  accounts: 2,
  ips: 2,
  timeZone: 'Europe/Istanbul',
};

function renderLogins(api: ApiStubs = {}, route = '/users-login') {
  return renderWithApp(<LoginRecordsPage />, {
    user: { id: 1, type: 'master' },
    route,
    api: {
      'GET /api/login-records': { data: ROWS, meta: { page: 1, pageSize: 25, total: ROWS.length } },
      'GET /api/login-records/summary': summary,
      'GET /api/login-records/countries': { data: ['Germany', 'Türkiye'] },
      'GET /api/users/lookup': { data: [] },
      ...api,
    },
  }).fetch;
}

const requests = (fetchMock: ReturnType<typeof renderLogins>, path: string) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === path);

describe('LoginRecordsPage', () => {
  it('shows each attempt with its place and status, in the company time zone, and marks the bursts', async () => {
    renderLogins();
    expect(screen.getByRole('heading', { name: 'Users login' })).toBeInTheDocument();
    const unknown = await screen.findByRole('row', { name: /nobody@example\.com/ });
    // Nobody has the address: the user column shows the email tried.
    expect(within(unknown).getAllByText('nobody@example.com')).toHaveLength(2);
    expect(within(unknown).getByText('Failed')).toBeInTheDocument();
    expect(within(unknown).getByText('Wrong email or password')).toBeInTheDocument();
    const burst = within(unknown).getByText('Burst');
    expect(burst).toHaveTextContent('Burst: One of 5 or more failed attempts for this account or IP within 15 minutes');
    expect(burst.closest('[tabindex="0"]')).not.toBeNull();

    const known = screen.getByRole('row', { name: /Selin Aktaş.*Success/ });
    // 06:05:07 UTC is 09:05:07 in Istanbul.
    expect(within(known).getByText('Jun 1, 2026, 9:05:07 AM')).toBeInTheDocument();
    expect(within(known).getByText('Türkiye')).toBeInTheDocument();
    expect(within(known).getByText('İstanbul')).toBeInTheDocument();
    expect(within(known).queryByText('Burst')).not.toBeInTheDocument();
    expect(screen.getAllByText('Burst')).toHaveLength(1);
  });

  it('says why each attempt failed in words, in English and Turkish', async () => {
    const reasons = {
      11: 'invalidTwoFactorCode',
      12: 'wrongPassword',
      13: 'inactive',
      14: 'unknownEmail',
      15: 'invalidRecoveryCode',
    } as const;
    const rows = Object.entries(reasons).map(([id, reason]) =>
      record(Number(id), { status: 'failed', reason, email: `r${id}@example.com`, user: null }),
    );
    const api = { 'GET /api/login-records': { data: rows, meta: { page: 1, pageSize: 25, total: rows.length } } };
    const reasonOf = async (id: number) =>
      within(await screen.findByRole('row', { name: new RegExp(`r${id}@example`) }, { timeout: 5000 }));
    renderLogins(api);
    expect((await reasonOf(11)).getByText('Wrong two-factor code')).toBeInTheDocument();
    expect((await reasonOf(12)).getByText('Wrong password')).toBeInTheDocument();
    expect((await reasonOf(13)).getByText('Account deactivated')).toBeInTheDocument();
    expect((await reasonOf(14)).getByText('No account with this email')).toBeInTheDocument();
    expect((await reasonOf(15)).getByText('Wrong recovery code')).toBeInTheDocument();
    cleanup();

    await i18n.changeLanguage('tr');
    try {
      renderLogins(api);
      expect((await reasonOf(11)).getByText('Hatalı iki adımlı doğrulama kodu')).toBeInTheDocument();
      expect((await reasonOf(12)).getByText('Hatalı şifre')).toBeInTheDocument();
      expect((await reasonOf(13)).getByText('Hesap devre dışı')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  }, 20_000);

  it('credits DB-IP for the locations, linking to its site in a new tab', async () => {
    renderLogins();
    await screen.findByRole('row', { name: /nobody@example\.com/ });
    const credit = screen.getByRole('link', { name: 'IP Geolocation by DB-IP' });
    expect(credit).toHaveAttribute('href', 'https://db-ip.com');
    expect(credit).toHaveAttribute('target', '_blank');
    expect(credit.getAttribute('rel')).toContain('noopener');
  });

  it('the failed card filters the list to failed attempts, its own figures staying over every status', async () => {
    const fetchMock = renderLogins();
    fireEvent.click(await screen.findByRole('button', { name: 'Failed 2' }));
    await vi.waitFor(() =>
      expect(requests(fetchMock, '/api/login-records').at(-1)?.searchParams.get('status')).toBe('failed'),
    );
    expect(screen.getByRole('button', { name: 'Failed 2' })).toHaveAttribute('aria-pressed', 'true');
    const summaries = requests(fetchMock, '/api/login-records/summary');
    expect(summaries.some((url) => !url.searchParams.has('status'))).toBe(true);
    // Accounts and IPs are those of the rows shown: asked for with the status.
    await vi.waitFor(() =>
      expect(
        requests(fetchMock, '/api/login-records/summary').some((url) => url.searchParams.get('status') === 'failed'),
      ).toBe(true),
    );
  });

  it("reads a span to the instant from the address (the dashboard's last 24 hours), says it, and clears it", async () => {
    const fetchMock = renderLogins(
      {},
      '/users-login?status=failed&since=2026-05-31T09:30:00.000Z&until=2026-06-01T09:30:00.000Z',
    );
    await screen.findAllByRole('row', { name: /Selin Aktaş/ });
    expect(Object.fromEntries(requests(fetchMock, '/api/login-records')[0]!.searchParams)).toMatchObject({
      status: 'failed',
      since: '2026-05-31T09:30:00.000Z',
      until: '2026-06-01T09:30:00.000Z',
    });
    expect(
      screen.getByText(/^Attempts after May 31, 2026, 12:30:00 PM, up to Jun 1, 2026, 12:30:00 PM$/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show every time' }));
    await vi.waitFor(() =>
      expect(requests(fetchMock, '/api/login-records').at(-1)?.searchParams.has('since')).toBe(false),
    );
    expect(requests(fetchMock, '/api/login-records').at(-1)?.searchParams.get('status')).toBe('failed');
  });

  it('filters by country from the countries that occur, and reads filters from the address', async () => {
    const fetchMock = renderLogins({}, '/users-login?status=success&dateFrom=2026-06-01&dateTo=2026-06-01');
    await screen.findByRole('row', { name: /Selin Aktaş.*Success/ });
    expect(Object.fromEntries(requests(fetchMock, '/api/login-records')[0]!.searchParams)).toMatchObject({
      status: 'success',
      dateFrom: '2026-06-01',
      dateTo: '2026-06-01',
    });
    fireEvent.click(screen.getByRole('button', { name: /^Show filters/ }));
    fireEvent.click(await findSelectInput('Country'));
    fireEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await vi.waitFor(() =>
      expect(requests(fetchMock, '/api/login-records').at(-1)?.searchParams.get('country')).toBe('Germany'),
    );
  });

  it('says why the server refused the filters', async () => {
    renderLogins({
      'GET /api/login-records': apiError(400, 'Some fields are invalid', {
        dateTo: 'The end date is before the start date',
      }),
    });
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
  });
});
