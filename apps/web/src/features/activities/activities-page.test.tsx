import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Activity } from '@workspace/shared/insight/activities.schemas';
import i18n from '../../lib/i18n';
import { findSelectInput, renderWithApp, type ApiStubs } from '../../test-utils';
import { Component as ActivitiesPage } from './activities-page';

const deniz = { id: 1, name: 'Deniz', surname: 'Yalçın', type: 'master' };
const activity = (id: number, overrides: Partial<Activity>): Activity => ({
  id,
  actor: deniz,
  action: 'task.update',
  entityType: 'task',
  entityId: 12,
  changes: null,
  ip: '10.0.0.1',
  createdAt: '2026-06-01T09:00:00Z',
  names: {},
  ...overrides,
});

const LONG = 'A description long enough that the list shows only its beginning until the row is opened in full.';
const ROWS = [
  activity(40, {
    changes: {
      title: { before: 'Draft', after: 'Final' },
      description: { before: null, after: LONG },
      priority: { before: 'low', after: 'high' },
      deadline: { before: '2026-06-01', after: '2026-06-08' },
    },
  }),
  activity(39, {
    action: 'company.delete',
    entityType: 'company',
    entityId: 4,
    changes: { name: { before: 'Anadolu Yazılım A.Ş.' } },
  }),
  activity(38, {
    action: 'tasks.export',
    entityId: null,
    changes: { filters: { after: { status: 'pending', format: 'csv' } } },
  }),
  activity(37, {
    action: 'ticket.status',
    entityType: 'ticket',
    entityId: 5,
    changes: { status: { before: 'pending', after: 'completed' } },
  }),
  activity(36, {
    action: 'ticket.assignee',
    entityType: 'ticket',
    entityId: 5,
    changes: { assigneeId: { before: null, after: 3 } },
    names: { 'user:3': 'Can Özkan' },
  }),
  activity(35, {
    action: 'task.comment',
    changes: { comment: { after: { id: 7, length: 20, files: ['plan.pdf', 'photo.png'] } } },
  }),
  activity(34, {
    action: 'profile.update',
    entityType: 'user',
    entityId: 1,
    changes: { language: { before: 'en', after: 'tr' } },
  }),
  activity(33, {
    action: 'sharedData.copy',
    entityType: 'sharedData',
    entityId: 2,
    changes: { domain: { after: 'example.com' } },
  }),
];

/* The history of task 12, newest first, as the server answers `entityType=task&entityId=12`. */
const TASK_HISTORY = [
  ROWS[0]!,
  activity(20, {
    action: 'task.create',
    changes: { title: { after: 'Draft' } },
    createdAt: '2026-05-20T09:00:00Z',
    actor: null,
  }),
];

const page = (rows: Activity[]) => ({ data: rows, meta: { page: 1, pageSize: 25, total: rows.length } });

function renderActivities(route = '/users-activity', api: ApiStubs = {}) {
  return renderWithApp(<ActivitiesPage />, {
    user: { id: 1, type: 'master' },
    route,
    api: {
      'GET /api/activities': ({ url }: { url: URL }) =>
        url.searchParams.get('entityId') === '12' ? page(TASK_HISTORY) : page(ROWS),
      'GET /api/activities/facets': {
        actions: ['task.update', 'company.delete', 'custom.thing'],
        entityTypes: ['task', 'company'],
      },
      'GET /api/users/lookup': { data: [] },
      ...api,
    },
  }).fetch;
}

const listRequests = (fetchMock: ReturnType<typeof renderActivities>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/activities');

describe('ActivitiesPage', () => {
  it('shows who did what to which record, with readable actions, record links and the changed fields', async () => {
    renderActivities();
    expect(screen.getByRole('heading', { name: 'Users activity' })).toBeInTheDocument();
    const update = await screen.findByRole('row', { name: /Task updated/ }, { timeout: 5000 });
    expect(update).toHaveTextContent('Deniz Yalçın');
    expect(update).toHaveTextContent('10.0.0.1');
    expect(within(update).getByRole('link', { name: 'Task #12' })).toHaveAttribute('href', '/support-window/12/task');
    expect(update).toHaveTextContent('Title: Draft → Final');
    // Four fields: three shown, the rest behind "Show all", long values cut until then.
    expect(update).not.toHaveTextContent('Deadline:');
    expect(update).not.toHaveTextContent(LONG);
    fireEvent.click(within(update).getByRole('button', { name: 'Show all (4 fields)' }));
    expect(update).toHaveTextContent('Priority: Low → High');
    expect(update).toHaveTextContent('Deadline: Jun 1, 2026 → Jun 8, 2026');
    expect(update).toHaveTextContent(`Description: – → ${LONG}`);

    const ticket = screen.getByRole('row', { name: /Ticket status changed/ });
    expect(within(ticket).getByRole('link', { name: 'Ticket #5' })).toHaveAttribute('href', '/support-window/5/ticket');
    // A deleted company has no screen left: its row links to the company list.
    const deleted = screen.getByRole('row', { name: /Company deleted/ });
    expect(within(deleted).getByRole('link', { name: 'Company #4' })).toHaveAttribute('href', '/company');
    // An export is about no one record: no history to open.
    const exported = screen.getByRole('row', { name: /Tasks exported/ });
    expect(exported).toHaveTextContent('Filters: Status: Pending, Format: CSV');
    expect(within(exported).queryByRole('button', { name: /^History/ })).not.toBeInTheDocument();
    // Ids as names, codes as words, and the rows that read better as a sentence.
    expect(screen.getByRole('row', { name: /Ticket status changed/ })).toHaveTextContent('Status: Pending → Completed');
    expect(screen.getByRole('row', { name: /Ticket assigned/ })).toHaveTextContent('Assignee: – → Can Özkan');
    expect(screen.getByRole('row', { name: /Comment on a task/ })).toHaveTextContent(
      'Added a comment with 2 files: plan.pdf, photo.png',
    );
    expect(screen.getByRole('row', { name: /Profile updated/ })).toHaveTextContent('Changed the language to Turkish');
    expect(screen.getByRole('row', { name: /Password copied/ })).toHaveTextContent(
      'Copied the password of example.com',
    );
    expect(screen.queryByText(/assigneeId|pending|\bcsv\b/)).not.toBeInTheDocument();
    // A machine as busy as CI's renders this long table slowly.
  }, 15_000);

  it('reads the same rows in Turkish', async () => {
    await i18n.changeLanguage('tr');
    try {
      renderActivities();
      const assigned = await screen.findByRole('row', { name: /Talep atandı/ }, { timeout: 5000 });
      expect(assigned).toHaveTextContent('Atanan kişi: – → Can Özkan');
      expect(screen.getByRole('row', { name: /Talep durumu değiştirildi/ })).toHaveTextContent(
        'Durum: Beklemede → Tamamlandı',
      );
      expect(screen.getByRole('row', { name: /Göreve yorum yapıldı/ })).toHaveTextContent(
        '2 dosyalı bir yorum ekledi: plan.pdf, photo.png',
      );
      expect(screen.getByRole('row', { name: /Profil güncellendi/ })).toHaveTextContent(
        'Dili Türkçe olarak değiştirdi',
      );
      expect(screen.getByRole('row', { name: /Şifre kopyalandı/ })).toHaveTextContent(
        'example.com şifresini kopyaladı',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("opens a record's history, newest first, from the row's History action", async () => {
    const fetchMock = renderActivities();
    const update = await screen.findByRole('row', { name: /Task updated/ });
    fireEvent.click(within(update).getByRole('button', { name: 'History: Task #12' }));
    const drawer = await screen.findByRole('dialog', { name: 'History of Task #12' });
    const list = await within(drawer).findByRole('list', { name: 'Changes, newest first' });
    const entries = [...list.children] as HTMLElement[];
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual(['Task updated', 'Task created']);
    expect(entries[1]).toHaveTextContent('System');
    expect(entries[1]).toHaveTextContent('Title: Draft');
    // In the drawer every change shows in full.
    expect(entries[0]).toHaveTextContent(`Description: – → ${LONG}`);
    expect(within(drawer).getByRole('link', { name: 'Open the record' })).toHaveAttribute(
      'href',
      '/support-window/12/task',
    );
    const history = listRequests(fetchMock).find((url) => url.searchParams.get('entityId') === '12');
    expect(Object.fromEntries(history!.searchParams)).toMatchObject({
      entityType: 'task',
      entityId: '12',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('narrows the trail to one record from the address, and offers the way back to every record', async () => {
    const fetchMock = renderActivities('/users-activity?entityType=task&entityId=12');
    expect(await screen.findByText('Showing the history of Task #12.')).toBeInTheDocument();
    await screen.findByRole('row', { name: /Task created/ });
    expect(listRequests(fetchMock)[0]!.searchParams.get('entityType')).toBe('task');
    fireEvent.click(screen.getByRole('button', { name: 'Show every record' }));
    await vi.waitFor(() => expect(listRequests(fetchMock).at(-1)?.searchParams.has('entityId')).toBe(false));
    expect(listRequests(fetchMock).at(-1)?.searchParams.has('entityType')).toBe(false);
    expect(screen.queryByText(/Showing the history of/)).not.toBeInTheDocument();
  });

  it('filters by action, offering the actions that occur by their readable names', async () => {
    const fetchMock = renderActivities();
    await screen.findByRole('row', { name: /Task updated/ });
    fireEvent.click(screen.getByRole('button', { name: /^Show filters/ }));
    fireEvent.click(await findSelectInput('Action'));
    expect(await screen.findByRole('option', { name: 'custom.thing' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Company deleted' }));
    await vi.waitFor(() => expect(listRequests(fetchMock).at(-1)?.searchParams.get('action')).toBe('company.delete'));
  });
});
