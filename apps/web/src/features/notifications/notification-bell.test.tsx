import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@workspace/shared/notifications/notifications.schemas';
import i18n from '../../lib/i18n';
import { renderWithApp } from '../../test-utils';
import { NotificationBell } from './notification-bell';
import { Component as NotificationsPage } from './notifications-page';

const user = { id: 2, type: 'manager' as const };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'ticketCreated',
  subject: { kind: 'ticket', id: 40 + id },
  actor: { id: 9, name: 'Ayşe', surname: 'Kaya' },
  facts: { title: `Printer ${id}` },
  readAt: null,
  createdAt: minutesAgo(5),
  ...overrides,
});
const page = (rows: Notification[]) => ({ data: rows, meta: { page: 1, pageSize: 10, total: rows.length } });

/** A phone: Mantine's `sm` breakpoint matches. */
function asPhone(isPhone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: isPhone })) as typeof window.matchMedia;
  return () => (window.matchMedia = original);
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the notification bell', () => {
  it('names itself with the unread count for screen readers, and shows the count', async () => {
    renderWithApp(<NotificationBell />, { user, api: { 'GET /api/notifications/unread-count': { unread: 3 } } });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('says just "Notifications" with nothing unread, and "Bildirimler" in Turkish', async () => {
    renderWithApp(<NotificationBell />, { user, api: { 'GET /api/notifications/unread-count': { unread: 0 } } });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('tr'));
    expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
  });

  it('opens a panel listing what happened, who did it and when, linking to the record; marks one and all read', async () => {
    let unread = 2;
    const rows = [notification(1), notification(2, { kind: 'taskAssigned', subject: { kind: 'task', id: 7 } })];
    const { fetch } = renderWithApp(<NotificationBell />, {
      user,
      api: {
        'GET /api/notifications/unread-count': () => ({ unread }),
        'GET /api/notifications': () => page(rows),
        'PATCH /api/notifications/1/read': () => {
          unread = 1;
          rows[0] = { ...rows[0]!, readAt: minutesAgo(0) };
          return { notification: rows[0] };
        },
        'POST /api/notifications/read-all': () => {
          unread = 0;
          rows[1] = { ...rows[1]!, readAt: minutesAgo(0) };
          return { marked: 1 };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog');
    const link = await within(dialog).findByRole('link', { name: /Ayşe Kaya raised ticket #41: Printer 1/ });
    expect(link).toHaveAttribute('href', '/support-window/41/ticket');
    expect(within(dialog).getByRole('link', { name: /Ayşe Kaya assigned a task to you: Printer 2/ })).toHaveAttribute(
      'href',
      '/support-window/7/task',
    );
    expect(within(dialog).getAllByText('5 minutes ago')).toHaveLength(2);

    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Mark as read: Ayşe Kaya raised ticket #41: Printer 1' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });

  it('on a phone, leads to the /notifications page instead of opening a panel', async () => {
    const restore = asPhone(true);
    try {
      renderWithApp(
        <>
          <NotificationBell />
          <Routes>
            <Route path="/notifications" element={<p>The notifications page</p>} />
            <Route path="*" element={null} />
          </Routes>
        </>,
        {
          user,
          api: { 'GET /api/notifications/unread-count': { unread: 1 }, 'GET /api/notifications': page([]) },
          route: '/dashboard',
        },
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
      expect(await screen.findByText('The notifications page')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('the notifications page', () => {
  it('lists every notification in Turkish too, security ones without an actor', async () => {
    await act(() => i18n.changeLanguage('tr'));
    renderWithApp(<NotificationsPage />, {
      user,
      api: {
        'GET /api/notifications': page([
          notification(3, {
            kind: 'newCountrySignIn',
            subject: { kind: 'account', id: 2 },
            actor: null,
            facts: { country: 'DE' },
          }),
          notification(4, { kind: 'ticketStatus', facts: { title: 'Yazıcı', status: 'completed' } }),
        ]),
      },
      route: '/notifications',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bildirimler' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /Hesabınıza yeni bir ülkeden giriş yapıldı: Almanya\./ }),
    ).toHaveAttribute('href', '/profile');
    expect(
      screen.getByRole('link', { name: /Ayşe Kaya, #44 numaralı talebin durumunu “Tamamlandı” yaptı: Yazıcı/ }),
    ).toBeInTheDocument();
  });
});
