import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@workspace/shared/users/users.schemas';
import { ActivityTime } from '../features/activities/components/activity-time';
import { formatLoginTime } from '../features/login-records/components/login-time';
import { UsersPage } from '../features/users/users-page';
import { renderWithApp } from '../test-utils';
import { setAppTimeZone } from '../lib/app-today';
import { formatDate, formatDateTime } from '../lib/format';

/*
 * A browser whose clock is in New York, for a company in Istanbul: every time of day the app
 * shows is Istanbul's, and says so, since the reader's own clock would read it otherwise.
 * 17:17 UTC is 20:17 in Istanbul and 12:17 in New York.
 */
const SIGN_IN = '2026-11-27T17:17:05.000Z';
const browserZone = process.env.TZ;

beforeAll(() => {
  process.env.TZ = 'America/New_York';
  setAppTimeZone('Europe/Istanbul');
});
afterAll(() => {
  process.env.TZ = browserZone;
  setAppTimeZone('Europe/Istanbul');
});

describe('a browser in another time zone than the company', () => {
  it('is really in New York', () => {
    expect(new Date(SIGN_IN).getHours()).toBe(12);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
  });

  it('shows a moment at the company wall clock, labelled with its zone', () => {
    expect(formatDateTime(SIGN_IN, 'en')).toBe('Nov 27, 2026, 8:17 PM (GMT+3)');
    expect(formatDateTime(SIGN_IN, 'tr')).toBe('27 Kas 2026 20:17 (GMT+3)');
    expect(formatDateTime(SIGN_IN, 'tr', { dateStyle: 'short' })).toBe('27.11.2026 20:17 (GMT+3)');
  });

  it('gives the day of a moment in the company zone: 22:30 UTC is already the next day in Istanbul', () => {
    expect(formatDate('2026-11-27T22:30:00.000Z', 'en')).toBe('Nov 28, 2026');
    // A calendar day stays the day it is.
    expect(formatDate('2026-11-27', 'en')).toBe('Nov 27, 2026');
  });

  it('shows the same sign-in at the same time in the login history and the activity trail', () => {
    const login = formatLoginTime(SIGN_IN, 'en', 'Europe/Istanbul');
    renderWithApp(<ActivityTime iso={SIGN_IN} />);
    const activity = screen.getByText(/8:17 PM/).textContent!;
    expect(login).toBe('Nov 27, 2026, 8:17:05 PM');
    expect(activity).toBe('Nov 27, 2026, 8:17 PM (GMT+3)');
  });

  it("shows a user's last sign-in at the company wall clock", async () => {
    const user: User = {
      id: 2,
      name: 'Selin',
      surname: 'Aktaş',
      email: 'selin@example.com',
      phone: null,
      type: 'manager',
      isActive: true,
      language: 'tr',
      lastLoginAt: SIGN_IN,
      createdAt: '2026-01-01T21:30:00.000Z',
      updatedAt: '2026-01-01T21:30:00.000Z',
    };
    renderWithApp(<UsersPage kind="internal" />, {
      user: { id: 1, type: 'master' },
      api: {
        'GET /api/users': { data: [user], meta: { page: 1, pageSize: 25, total: 1 } },
        'GET /api/users/summary': {
          total: 1,
          active: 1,
          inactive: 0,
          byType: { master: 0, manager: 1, employee: 0, user: 0 },
        },
      },
      route: '/internal-user',
    });
    expect(await screen.findByText('11/27/26, 8:17 PM')).toBeInTheDocument();
    // The zone is named once, in the column's header.
    expect(screen.getByRole('columnheader', { name: /\(GMT\+3\)/ })).toBeInTheDocument();
    // Created at 00:30 on 2 January in Istanbul, still 1 January in New York.
    expect(screen.getByText('Jan 2, 2026')).toBeInTheDocument();
  });
});

describe('a browser in the company time zone', () => {
  beforeAll(() => {
    process.env.TZ = 'Europe/Istanbul';
  });
  afterAll(() => {
    process.env.TZ = 'America/New_York';
  });

  it('shows the moment without a label: nothing to misread', () => {
    expect(formatDateTime(SIGN_IN, 'en')).toBe('Nov 27, 2026, 8:17 PM');
  });

  it('labels it again when the company is elsewhere', () => {
    setAppTimeZone('Asia/Tokyo');
    try {
      expect(formatDateTime(SIGN_IN, 'tr')).toBe('28 Kas 2026 02:17 (GMT+9)');
    } finally {
      setAppTimeZone('Europe/Istanbul');
    }
  });
});
