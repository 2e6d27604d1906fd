import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimelineItem } from '@workspace/shared/conversation/conversation.schemas';
import type { TicketEventType } from '@workspace/shared/tickets/tickets.constants';
import { ConversationTimeline } from '../../../components/conversation/conversation-panel';
import i18n from '../../../lib/i18n';
import { ticketConversation, ticketEventDescriber } from './ticket-events';
import { HoverTipProvider } from '../../../components/hover-tip';

const murat = { id: 2, name: 'Murat', surname: 'Demir' };
const event = (
  id: number,
  type: TicketEventType,
  before: string | null,
  after: string | null,
): TimelineItem<TicketEventType> => ({
  kind: 'event',
  id,
  type,
  actor: murat,
  before,
  after,
  createdAt: new Date().toISOString(),
});

const items = [
  event(1, 'created', null, null),
  event(2, 'status', 'pending', 'onHold'),
  event(3, 'priority', 'medium', 'urgent'),
  event(4, 'assignee', null, 'Selin Aktaş'),
  event(5, 'assignee', 'Selin Aktaş', 'Can Yıldız'),
  event(6, 'assignee', 'Can Yıldız', null),
  event(7, 'deadline', null, '2026-03-15'),
  event(8, 'deadline', '2026-03-15', null),
  event(9, 'category', 'Invoices', 'Access'),
  event(10, 'task', null, '40'),
];

function renderTimeline(linksTasks: boolean, shown: readonly TimelineItem<TicketEventType>[] = items) {
  render(
    <MantineProvider>
      <HoverTipProvider>
        <MemoryRouter>
          <ConversationTimeline
            subject={ticketConversation}
            id={12}
            items={shown}
            describeEvent={ticketEventDescriber(linksTasks)}
          />
        </MemoryRouter>
      </HoverTipProvider>
    </MantineProvider>,
  );
  return within(screen.getByRole('list', { name: /Activity|Hareketler/ }))
    .getAllByRole('listitem')
    .map((entry) => entry.textContent?.replace(/\s*·.*$/, ''));
}

afterEach(() => void i18n.changeLanguage('en'));

describe('the ticket timeline', () => {
  it('tells each ticket event with translated values', () => {
    expect(renderTimeline(true)).toEqual([
      'Murat Demir opened the ticket',
      'Murat Demir changed status from Pending to On hold',
      'Murat Demir changed priority from Medium to Urgent',
      'Murat Demir assigned the ticket to Selin Aktaş',
      'Murat Demir reassigned the ticket from Selin Aktaş to Can Yıldız',
      'Murat Demir unassigned Can Yıldız from the ticket',
      'Murat Demir set the deadline to Mar 15, 2026',
      'Murat Demir removed the deadline Mar 15, 2026',
      'Murat Demir changed the category from Invoices to Access',
      'Murat Demir created task #40 from the ticket',
    ]);
    expect(screen.getByRole('link', { name: '#40' })).toHaveAttribute('href', '/support-window/40/task');
  });

  it('does not link the task for those who cannot open it', () => {
    renderTimeline(false);
    expect(screen.queryByRole('link', { name: '#40' })).not.toBeInTheDocument();
    expect(screen.getByText('#40')).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    const texts = renderTimeline(true);
    expect(texts[2]).toBe('Murat Demir önceliği Orta → Acil olarak değiştirdi');
    expect(texts[6]).toBe('Murat Demir son tarihi 15 Mar 2026 olarak belirledi');
    expect(texts[9]).toBe('Murat Demir talepten #40 numaralı görevi oluşturdu');
  });
});

describe('a ticket that came by e-mail', () => {
  const ayse = { id: 4, name: 'Ayşe', surname: 'Kaya' };
  const mailItems: TimelineItem<TicketEventType>[] = [
    { ...event(1, 'created', null, 'Printer'), actor: ayse },
    { ...event(2, 'email', 'support@example.com', 'ayse@customer.example'), actor: ayse },
    {
      kind: 'comment',
      id: 3,
      actor: ayse,
      body: 'It is jammed again.',
      mentions: [],
      internal: false,
      attachments: [],
      createdAt: new Date().toISOString(),
      emailFrom: 'ayse@customer.example',
    },
    {
      kind: 'comment',
      id: 4,
      actor: murat,
      body: 'On my way.',
      mentions: [],
      internal: false,
      attachments: [],
      createdAt: new Date().toISOString(),
    },
  ];

  it('says so on the timeline, and from which address each mailed comment was written', () => {
    expect(renderTimeline(true, mailItems)).toEqual([
      'Ayşe Kaya opened the ticket',
      'Ayşe Kaya mailed the ticket from ayse@customer.example to support@example.com',
      expect.stringMatching(/^Ayşe Kaya e-mailed from ayse@customer\.example/),
      expect.stringMatching(/^Murat Demir commented/),
    ]);
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    const texts = renderTimeline(true, mailItems);
    expect(texts[1]).toBe(
      'Ayşe Kaya talebi ayse@customer.example adresinden support@example.com adresine e-postayla gönderdi',
    );
    expect(texts[2]).toMatch(/^Ayşe Kaya ayse@customer\.example adresinden e-postayla yazdı/);
  });
});
