import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Note } from '@workspace/shared/notes/notes.schemas';
import { apiError, renderWithApp } from '../../test-utils';
import { Component as NotesPage } from './notes-page';

/** A note as the server answers it; `html` stands for what it renders (apps/server/src/modules/notes/note-html.ts), unless given. */
const note = (id: number, name: string, content: string, isPinned = false, html = `<p>${content}</p>\n`): Note => ({
  id,
  name,
  content,
  html,
  isPinned,
  createdAt: '2026-02-03T09:00:00.000Z',
  updatedAt: '2026-02-03T09:00:00.000Z',
});
const page = (rows: Note[]) => ({ data: rows, meta: { page: 1, pageSize: 25, total: rows.length } });
const summary = { total: 3, pinned: 1, editedLastWeek: 2 };
const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(1)>';
/** What the server answers for HOSTILE: its text, escaped. */
const HOSTILE_HTML = '<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>\n';
const user = { id: 7, type: 'employee' as const };

const articleOf = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('article')!;

describe('notes page', () => {
  it('renders the markdown of each note, pinned ones marked as pressed', async () => {
    renderWithApp(<NotesPage />, {
      user,
      api: {
        'GET /api/notes': page([
          note(1, 'Groceries', 'Buy **milk** and _eggs_', true, '<p>Buy <strong>milk</strong> and <em>eggs</em></p>\n'),
          note(2, 'Ideas', '- one\n- two', false, '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n'),
        ]),
        'GET /api/notes/summary': summary,
      },
      route: '/user-note',
    });
    const groceries = await articleOf('Groceries');
    expect((await within(groceries).findByText('milk')).tagName).toBe('STRONG');
    expect(within(groceries).getByText('eggs').tagName).toBe('EM');
    expect(within(groceries).getByRole('button', { name: 'Unpin: Groceries' })).toHaveAttribute('aria-pressed', 'true');
    const ideas = await articleOf('Ideas');
    expect(
      within(ideas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(within(ideas).getByRole('button', { name: 'Pin: Ideas' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 records')).toBeInTheDocument();
  });

  it('shows HTML in a note as text, never as elements', async () => {
    const { container } = renderWithApp(<NotesPage />, {
      user,
      api: {
        'GET /api/notes': page([note(1, 'Hostile', HOSTILE, false, HOSTILE_HTML)]),
        'GET /api/notes/summary': summary,
      },
      route: '/user-note',
    });
    const hostile = await articleOf('Hostile');
    expect(within(hostile).getByText(HOSTILE, { exact: false })).toBeInTheDocument();
    expect(hostile.textContent).toContain('<script>alert(1)</script>');
    expect(hostile.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('pins and unpins with PATCH, and toasts a refusal', async () => {
    const bodies: unknown[] = [];
    renderWithApp(<NotesPage />, {
      user,
      api: {
        'GET /api/notes': page([note(1, 'Groceries', 'milk', true), note(2, 'Ideas', 'later')]),
        'GET /api/notes/summary': summary,
        'PATCH /api/notes/1/pin': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return apiError(500, 'The server could not pin it');
        },
        'PATCH /api/notes/2/pin': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return { note: note(2, 'Ideas', 'later', true) };
        },
      },
      route: '/user-note',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pin: Ideas' }));
    await waitFor(() => expect(bodies).toEqual([{ isPinned: true }]));
    fireEvent.click(screen.getByRole('button', { name: 'Unpin: Groceries' }));
    await waitFor(() => expect(bodies).toEqual([{ isPinned: true }, { isPinned: false }]));
    expect(await screen.findByText('The server could not pin it')).toBeInTheDocument();
  });

  it('shows the totals, and the pinned card filters the list to pinned notes', async () => {
    const { fetch } = renderWithApp(<NotesPage />, {
      user,
      api: {
        'GET /api/notes': ({ url }: { url: URL }) =>
          url.searchParams.get('pinned') === 'true'
            ? page([note(1, 'Groceries', 'milk', true)])
            : page([note(1, 'Groceries', 'milk', true), note(2, 'Ideas', 'later')]),
        'GET /api/notes/summary': summary,
      },
      route: '/user-note',
    });
    const cards = await screen.findByRole('region', { name: 'Summary' });
    await within(cards).findByText('3');
    const figureOf = (label: string) => within(cards).getByText(label).nextElementSibling?.textContent;
    expect([figureOf('All notes'), figureOf('Pinned'), figureOf('Edited in the last 7 days')]).toEqual(['3', '1', '2']);
    const pinnedCard = within(cards).getByRole('button', { name: 'Pinned 1' });
    expect(pinnedCard).toHaveAttribute('aria-pressed', 'false');
    await articleOf('Ideas');
    fireEvent.click(pinnedCard);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ideas' })).not.toBeInTheDocument());
    expect(within(cards).getByRole('button', { name: 'Pinned 1' })).toHaveAttribute('aria-pressed', 'true');
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(
      urls.some(
        (url) => url.startsWith('/api/notes?') && new URL(url, 'http://x').searchParams.get('pinned') === 'true',
      ),
    ).toBe(true);
    // The summary keeps counting all notes under the search, whatever the card filter.
    expect(urls.filter((url) => url.startsWith('/api/notes/summary')).every((url) => !url.includes('pinned'))).toBe(
      true,
    );
  });

  it('invites to write the first note when there is none', async () => {
    renderWithApp(<NotesPage />, {
      user,
      api: { 'GET /api/notes/summary': { total: 0, pinned: 0, editedLastWeek: 0 } },
      route: '/user-note',
    });
    expect(await screen.findByRole('heading', { name: 'No notes yet' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'New note' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'New note' })).toBeInTheDocument();
  });

  it('refuses a name of 36 characters without calling the server, and saves one of 35', async () => {
    const posted: unknown[] = [];
    renderWithApp(<NotesPage />, {
      user,
      api: {
        'GET /api/notes/summary': summary,
        'POST /api/notes/preview': ({ body }: { body: { content: string } }) => {
          expect(body).toEqual({ content: 'Hello **world**' });
          return { html: '<p>Hello <strong>world</strong></p>\n' };
        },
        'POST /api/notes': ({ body }: { body: unknown }) => {
          posted.push(body);
          return { note: note(9, 'x'.repeat(35), 'Hello') };
        },
      },
      route: '/user-note',
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'New note' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'x'.repeat(36) } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Content/ }), {
      target: { value: 'Hello **world**' },
    });
    // Nothing is cut: the counter shows all 36, and a message says by how much it is over.
    expect(within(dialog).getByText('36 / 35')).toBeInTheDocument();
    expect(within(dialog).getByText('1 character too many: at most 35')).toBeInTheDocument();
    expect(name).toHaveValue('x'.repeat(36));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(posted).toEqual([]);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    expect((await within(dialog).findByText('world')).tagName).toBe('STRONG');
    fireEvent.change(name, { target: { value: 'x'.repeat(35) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toEqual([{ name: 'x'.repeat(35), content: 'Hello **world**' }]));
    expect(await screen.findByText('Note created')).toBeInTheDocument();
  });

  it('previews the content as the server renders it, its plain text until then, and says when it cannot', async () => {
    let answer: (html: string) => void = () => {};
    renderWithApp(<NotesPage />, {
      user,
      api: {
        'GET /api/notes/summary': summary,
        'POST /api/notes/preview': ({ body }: { body: { content: string } }) =>
          body.content === 'Broken'
            ? apiError(500, 'The preview could not be made')
            : new Promise((resolve) => {
                answer = (html) => resolve({ html });
              }),
      },
      route: '/user-note',
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'New note' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    const content = within(dialog).getByRole('textbox', { name: /Content/ });
    fireEvent.change(content, { target: { value: '# Plan\n<b>x</b>' } });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const panel = within(dialog).getByRole('tabpanel');
    await waitFor(() => expect(panel.textContent).toBe('# Plan\n<b>x</b>'));
    expect(panel.querySelector('b, h1, h4')).toBeNull();
    answer('<h4>Plan</h4>\n<p>&lt;b&gt;x&lt;/b&gt;</p>\n');
    expect(await within(panel).findByRole('heading', { level: 4, name: 'Plan' })).toBeInTheDocument();
    expect(panel.querySelector('b')).toBeNull();

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Write' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Content/ }), { target: { value: 'Broken' } });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    expect(await within(dialog).findByText('The preview could not be made')).toBeInTheDocument();
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('Broken');
  });

  it('deletes a note after the confirmation', async () => {
    let deleted = false;
    renderWithApp(<NotesPage />, {
      user,
      api: {
        'GET /api/notes': page([note(1, 'Groceries', 'milk')]),
        'GET /api/notes/summary': summary,
        'DELETE /api/notes/1': () => {
          deleted = true;
          return new Response(null, { status: 204 });
        },
      },
      route: '/user-note',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Groceries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Groceries”?' });
    expect(deleted).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });
});
