import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mailbox } from '@workspace/shared/mailboxes/mailboxes.schemas';
import i18n from '../../lib/i18n';
import { renderWithApp } from '../../test-utils';
import { Component as MailboxesPage } from './mailboxes-page';

const mailbox = (id: number, overrides: Partial<Mailbox> = {}): Mailbox => ({
  id,
  name: `Support ${id}`,
  host: 'imap.example.com',
  port: 993,
  tls: true,
  username: 'desk@example.com',
  passwordSet: true,
  folder: 'INBOX',
  afterImport: 'flag',
  moveTo: null,
  address: `support${id}@example.com`,
  department: 'support',
  categoryId: null,
  allowUnknownSenders: true,
  enabled: true,
  fromEnvironment: false,
  lastCheckAt: '2026-06-01T09:00:00Z',
  lastError: null,
  lastErrorDetail: null,
  importedCount: 1250,
  keptAsideCount: 2,
  createdAt: '2026-06-01T08:00:00Z',
  updatedAt: '2026-06-01T08:00:00Z',
  ...overrides,
});

const ROWS = [
  mailbox(1),
  mailbox(2, { lastError: 'signInRefused', lastErrorDetail: 'Authentication failed.' }),
  mailbox(3, { fromEnvironment: true, name: 'From the server' }),
];

function renderMailboxes(test: unknown = { ok: false, failure: 'connectionRefused', detail: null }) {
  return renderWithApp(<MailboxesPage />, {
    user: { id: 1, type: 'master' },
    route: '/mailboxes',
    api: {
      'GET /api/mailboxes': { mailboxes: ROWS },
      'GET /api/ticket-categories/lookup': { data: [] },
      'POST /api/mailboxes/test': test,
    },
  }).fetch;
}

const setPhone = (isPhone: boolean) => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: isPhone })) as typeof window.matchMedia;
  return () => (window.matchMedia = original);
};
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('MailboxesPage', () => {
  it("lists each mailbox with its reader's state, the last error in plain words", async () => {
    renderMailboxes();
    const failing = await screen.findByRole('row', { name: /Support 2/ }, { timeout: 5000 });
    expect(within(failing).getByText(/The server refused the user name or password\./)).toBeInTheDocument();
    expect(within(failing).getByText(/The server said: Authentication failed\./)).toBeInTheDocument();
    const reading = screen.getByRole('row', { name: /Support 1/ });
    expect(within(reading).getByText('1,250')).toBeInTheDocument();
    expect(within(reading).getByRole('button', { name: 'Edit: Support 1' })).toBeInTheDocument();
    // The IMAP_URL mailbox is shown, not changed here.
    const fromServer = screen.getByRole('row', { name: /From the server/ });
    expect(within(fromServer).getByText('Set by IMAP_URL')).toBeInTheDocument();
    expect(within(fromServer).queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('tests the connection as typed and says what failed, in Turkish too', { timeout: 20_000 }, async () => {
    await i18n.changeLanguage('tr');
    try {
      const fetchMock = renderMailboxes();
      fireEvent.click(await screen.findByRole('button', { name: 'Yeni posta kutusu' }));
      // The form's code loads on the first click.
      const dialog = await screen.findByRole('dialog', { name: 'Yeni posta kutusu' }, { timeout: 10_000 });
      fireEvent.change(within(dialog).getByLabelText(/IMAP sunucusu/), { target: { value: 'imap.example.com' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Bağlantıyı dene' }));
      expect(
        await within(dialog).findByText('Sunucu bağlantıyı reddetti: portu kontrol edin.', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      await waitFor(() => {
        const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/mailboxes/test'));
        expect(JSON.parse(String((call![1] as RequestInit).body))).toMatchObject({
          host: 'imap.example.com',
          port: 993,
          tls: true,
        });
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows each mailbox as a card of its key fields on a phone, not a sideways-scrolling table', async () => {
    restore = setPhone(true);
    renderMailboxes();
    const list = await screen.findByRole('list', { name: 'Support mailboxes' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = await within(list).findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [reading, failing, fromServer] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(reading).getByText('Support 1')).toBeInTheDocument();
    expect(within(reading).getByText('support1@example.com')).toBeInTheDocument();
    expect(within(reading).getByText('Reading')).toBeInTheDocument();
    expect(within(reading).getByText(/Last check:/).parentElement!.textContent).toMatch(/^Last check: .*2026/);
    expect(within(reading).getByRole('button', { name: 'Edit: Support 1' })).toBeInTheDocument();
    expect(within(failing).getByText(/The server refused the user name or password\./)).toBeInTheDocument();
    expect(within(failing).getByText(/The server said: Authentication failed\./)).toBeInTheDocument();
    expect(within(fromServer).getByText('Set by IMAP_URL')).toBeInTheDocument();
    expect(within(fromServer).queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
