import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimelineItem } from '@workspace/shared/conversation/conversation.schemas';
import type { TaskEventType } from '@workspace/shared/tasks/tasks.schemas';
import { ConversationTimeline } from '../../../components/conversation/conversation-panel';
import i18n from '../../../lib/i18n';
import { describeTaskEvent, taskConversation } from './task-events';
import { HoverTipProvider } from '../../../components/hover-tip';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const selin = { id: 3, name: 'Selin', surname: 'Aktaş' };
const murat = { id: 2, name: 'Murat', surname: 'Demir' };

const items: TimelineItem<TaskEventType>[] = [
  {
    kind: 'event',
    id: 1,
    type: 'created',
    actor: murat,
    before: null,
    after: null,
    createdAt: minutesAgo(3 * 24 * 60),
  },
  {
    kind: 'event',
    id: 2,
    type: 'status',
    actor: selin,
    before: 'pending',
    after: 'inProgress',
    createdAt: minutesAgo(5),
  },
  {
    kind: 'comment',
    id: 2,
    actor: selin,
    body: 'Offer is ready.\nSee the PDF.',
    mentions: [],
    internal: false,
    attachments: [{ id: 9, filename: 'Teklif_Şubat.pdf', mimeType: 'application/pdf', size: 1258291 }],
    createdAt: minutesAgo(4),
  },
  {
    kind: 'event',
    id: 3,
    type: 'deadline',
    actor: murat,
    before: '2026-03-01',
    after: '2026-03-15',
    createdAt: minutesAgo(2),
  },
  { kind: 'event', id: 4, type: 'priority', actor: null, before: 'low', after: 'high', createdAt: minutesAgo(1) },
  {
    kind: 'event',
    id: 5,
    type: 'assignee',
    actor: murat,
    before: 'Selin Aktaş',
    after: 'Can Yıldız',
    createdAt: minutesAgo(0),
  },
];

function renderTimeline() {
  render(
    <MantineProvider>
      <HoverTipProvider>
        <ConversationTimeline subject={taskConversation} id={7} items={items} describeEvent={describeTaskEvent} />
      </HoverTipProvider>
    </MantineProvider>,
  );
  return within(screen.getByRole('list', { name: /Activity|Hareketler/ })).getAllByRole('listitem', { hidden: false });
}

/** The outer entries only: attachment lists are lists too. */
const entryTexts = (entries: HTMLElement[]) =>
  entries.filter((entry) => entry.parentElement?.getAttribute('role') === 'list').map((entry) => entry.textContent);

afterEach(() => void i18n.changeLanguage('en'));

describe('the task timeline', () => {
  it('tells each event with translated values and who did it, in the order given', () => {
    const texts = entryTexts(renderTimeline());
    expect(texts).toHaveLength(6);
    expect(texts[0]).toMatch(/^Murat Demir created the task\s*·\s*3 days ago/);
    expect(texts[1]).toMatch(/^Selin Aktaş changed status from Pending to In progress\s*·\s*5 minutes ago/);
    expect(texts[2]).toMatch(/^Selin Aktaş commented\s*·\s*4 minutes ago/);
    expect(texts[3]).toMatch(/^Murat Demir changed the deadline from Mar 1, 2026 to Mar 15, 2026/);
    expect(texts[4]).toMatch(/^System changed priority from Low to High/);
    expect(texts[5]).toMatch(/^Murat Demir reassigned the task from Selin Aktaş to Can Yıldız\s*·\s*now/);
  });

  it("shows a comment's text with its line breaks and its attachments with name and size", () => {
    renderTimeline();
    expect(screen.getByText(/Offer is ready\.\s+See the PDF\./)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    const attachments = screen.getByRole('list', { name: 'Attachments' });
    expect(within(attachments).getByRole('button', { name: /Teklif_Şubat\.pdf/ })).toHaveTextContent(
      'Teklif_Şubat.pdf1.2 MB',
    );
  });

  it('speaks Turkish: statuses, dates and relative times', async () => {
    await i18n.changeLanguage('tr');
    const texts = entryTexts(renderTimeline());
    expect(texts[1]).toMatch(/^Selin Aktaş durumu Beklemede → Devam ediyor olarak değiştirdi\s*·\s*5 dakika önce/);
    expect(texts[3]).toMatch(/^Murat Demir son tarihi 1 Mar 2026 → 15 Mar 2026 olarak değiştirdi/);
    expect(texts[4]).toMatch(/^Sistem önceliği Düşük → Yüksek olarak değiştirdi/);
  });
});
