import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OutgoingMail, OutgoingMailDetail } from '@workspace/shared/insight/outgoing-mail.schemas';
import i18n from '../../lib/i18n';
import { findSelectInput, renderWithApp } from '../../test-utils';
import { Component as OutgoingMailPage } from './outgoing-mail-page';

const mail = (id: number, overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  id,
  recipient: `customer${id}@example.com`,
  kind: 'ticketReply',
  language: 'en',
  subject: `[#${id}] Re: The invoice is missing`,
  status: 'sent',
  tries: 1,
  lastError: null,
  messageId: `ticket-${id}.comment-${id * 10}`,
  createdAt: '2026-06-01T09:00:00Z',
  sentAt: '2026-06-01T09:00:05Z',
  ...overrides,
});

const ROWS = [
  mail(3, { status: 'queued', tries: 0, sentAt: null }),
  mail(2, { status: 'failed', tries: 5, lastError: '550 5.1.1 Mailbox unavailable', sentAt: null }),
  mail(1),
];

const DETAIL: OutgoingMailDetail = {
  ...ROWS[2]!,
  text: 'Hello Ayşe,\n\nCan Özkan replied to your support ticket.\n',
  html: '<p>Hello Ayşe,</p><script>parent.document.title = "taken"</script>',
  headers: { inReplyTo: 'ticket-1', references: ['ticket-1'] },
};

const page = (rows: OutgoingMail[]) => ({ data: rows, meta: { page: 1, pageSize: 25, total: rows.length } });

function renderOutbox(route = '/outgoing-mail') {
  return renderWithApp(<OutgoingMailPage />, {
    user: { id: 1, type: 'master' },
    route,
    api: {
      'GET /api/outgoing-mail': page(ROWS),
      'GET /api/outgoing-mail/*': ({ url }: { url: URL }) =>
        url.pathname.endsWith('/1') ? { mail: DETAIL } : new Response(null, { status: 404 }),
    },
  }).fetch;
}

const listRequests = (fetchMock: ReturnType<typeof renderOutbox>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/outgoing-mail');

describe('OutgoingMailPage', () => {
  it('lists each mail with its recipient, kind, status, tries and last error', async () => {
    renderOutbox();
    const failed = await screen.findByRole('row', { name: /customer2@example\.com/ });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    expect(within(failed).getByText('5')).toBeInTheDocument();
    expect(within(failed).getByText('Ticket reply')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /customer3@example\.com/ })).getByText('Queued')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /customer1@example\.com/ })).getByText('Sent')).toBeInTheDocument();
  });

  it('opens a mail: its headers, its HTML in a frame sandboxed of everything, and its plain text', async () => {
    renderOutbox();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Preview the mail to customer1@example.com: [#1] Re: The invoice is missing',
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Mail preview' });
    const headers = await within(drawer).findByRole('table');
    expect(within(headers).getByRole('row', { name: /Message-ID ticket-1\.comment-10/ })).toBeInTheDocument();
    expect(within(headers).getByRole('row', { name: /In-Reply-To ticket-1/ })).toBeInTheDocument();
    expect(within(headers).getByRole('row', { name: /Recipient customer1@example\.com/ })).toBeInTheDocument();
    const frame = within(drawer).getByTitle('The mail as HTML');
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox: no script, no same origin, no forms, no top navigation.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(DETAIL.html);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Plain text' }));
    expect(within(drawer).getByText(/Can Özkan replied to your support ticket\./)).toBeInTheDocument();
    expect(within(drawer).queryByTitle('The mail as HTML')).toBeNull();
  });

  it('filters by status and searches by recipient or subject, through the list request', async () => {
    const fetchMock = renderOutbox();
    await screen.findByRole('row', { name: /customer2@example\.com/ });
    fireEvent.click(screen.getByRole('button', { name: /^Show filters/ }));
    fireEvent.click(await findSelectInput('Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await vi.waitFor(() => expect(listRequests(fetchMock).at(-1)?.searchParams.get('status')).toBe('failed'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'invoice' } });
    await vi.waitFor(() => expect(listRequests(fetchMock).at(-1)?.searchParams.get('q')).toBe('invoice'));
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    try {
      renderOutbox();
      const failed = await screen.findByRole('row', { name: /customer2@example\.com/ });
      expect(within(failed).getByText('Gönderilemedi')).toBeInTheDocument();
      expect(within(failed).getByText('Talep yanıtı')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Son hata' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
