import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@workspace/shared/notifications/notification-preferences.schemas';
import i18n from '../../lib/i18n';
import { renderWithApp } from '../../test-utils';
import { NotificationSettings } from './notification-settings';
import { UnsubscribePage } from './unsubscribe-page';

const user = { id: 4, type: 'user' as const };
const prefs = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  emailRhythm: 'immediate',
  kinds: [
    { kind: 'ticketReply', inApp: true, email: true, isDefault: true },
    { kind: 'ticketStatus', inApp: true, email: true, isDefault: true },
  ],
  ...overrides,
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the notification settings', () => {
  it('shows each kind with its in-app and e-mail boxes, and saves a change at once', async () => {
    let sent: unknown;
    renderWithApp(<NotificationSettings />, {
      user,
      api: {
        'GET /api/notification-preferences': prefs(),
        'PUT /api/notification-preferences': ({ body }: { body: unknown }) => {
          sent = body;
          return prefs({ kinds: [{ kind: 'ticketReply', inApp: true, email: false, isDefault: false }] });
        },
      },
    });
    const box = await screen.findByRole('checkbox', { name: 'E-mail: A reply on a ticket' });
    expect(box).toBeChecked();
    expect(screen.getByRole('radio', { name: 'At once' })).toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(sent).toEqual({ kinds: { ticketReply: { inApp: true, email: false } } }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'E-mail: A reply on a ticket' })).not.toBeChecked(),
    );
  });

  it('in Turkish, and with "never" every e-mail box is off', async () => {
    await act(() => i18n.changeLanguage('tr'));
    renderWithApp(<NotificationSettings />, {
      user,
      api: { 'GET /api/notification-preferences': prefs({ emailRhythm: 'never' }) },
    });
    const box = await screen.findByRole('checkbox', { name: 'E-posta: Bir talebe gelen yanıt' });
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Hiçbir zaman' })).toBeChecked();
  });
});

describe('the unsubscribe page', () => {
  it('says what it stops in the language of the link’s person, and stops it with one button', async () => {
    let posted = false;
    renderWithApp(<UnsubscribePage />, {
      route: '/unsubscribe?token=4.ticketReply.sig',
      api: {
        'GET /api/unsubscribe': { kind: 'ticketReply', language: 'tr', email: true },
        'POST /api/unsubscribe': () => {
          posted = true;
          return { kind: 'ticketReply', language: 'tr', email: false };
        },
      },
    });
    expect(
      await screen.findByText(/“Bir talebe gelen yanıt” hakkındaki e-postalar durdurulsun mu\?/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Bu e-postaları durdur' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'artık “Bir talebe gelen yanıt” hakkında e-posta almayacaksınız',
    );
    expect(posted).toBe(true);
  });

  it('shows the server’s message for a link that is not valid', async () => {
    renderWithApp(<UnsubscribePage />, {
      route: '/unsubscribe?token=forged',
      api: {
        'GET /api/unsubscribe': () =>
          new Response(
            JSON.stringify({ error: { code: 'notFound', message: 'This unsubscribe link is not valid.' } }),
            { status: 404, headers: { 'content-type': 'application/json' } },
          ),
      },
    });
    expect(
      await screen.findByText(/This link is not valid: it may have been cut short or changed/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).toBeNull();
  });
});
