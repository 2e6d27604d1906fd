import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SavedView } from '@workspace/shared/views/saved-views.schemas';
import { taskList } from '../lib/lists';
import { renderWithApp } from '../test-utils';
import { ListToolbar } from './list-toolbar';
import { useListState } from './use-list-state';

/* The views menu of a list toolbar: save what the list shows, open a view, the default on a bare address. */
function Harness() {
  const list = useListState(taskList);
  const location = useLocation();
  return (
    <>
      <ListToolbar list={list} />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

const view = (values: Partial<SavedView>): SavedView => ({
  id: 1,
  list: 'tasks',
  name: 'Mine',
  state: { filters: {} },
  isDefault: false,
  sharedWith: null,
  isOwn: true,
  dropped: [],
  ...values,
});
const url = () => screen.getByTestId('url').textContent;

describe('saved views', () => {
  it('opens the default view on a bare address, and says what of it the list no longer has', async () => {
    renderWithApp(<Harness />, {
      route: '/task',
      user: { id: 3, type: 'employee' },
      api: {
        'GET /api/saved-views': {
          data: [
            view({
              name: 'Overdue first',
              isDefault: true,
              state: { filters: { status: 'pending' }, sort: 'deadline', order: 'asc', columns: ['title', 'deadline'] },
              dropped: ['filter:oldFilter'],
            }),
          ],
        },
      },
    });
    await waitFor(() => expect(url()).toBe('?status=pending&sort=deadline&order=asc&columns=title%2Cdeadline'));
    expect(
      await screen.findByText(/The view “Overdue first” names what this list no longer has \(oldFilter\)/),
    ).toBeInTheDocument();
  });

  it('leaves an address that already says what to show alone', async () => {
    const { fetch } = renderWithApp(<Harness />, {
      route: '/task?status=completed',
      api: { 'GET /api/saved-views': { data: [view({ isDefault: true, state: { filters: { status: 'pending' } } })] } },
    });
    await waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).includes('saved-views'))).toBe(true));
    expect(url()).toBe('?status=completed');
  });

  it('saves what the list shows under a name, and opens a view from the menu', async () => {
    const { fetch } = renderWithApp(<Harness />, {
      route: '/task?status=completed&sort=title&order=desc&q=invoice',
      user: { id: 3, type: 'manager' },
      api: {
        'GET /api/saved-views': { data: [view({ id: 4, name: 'Pending', state: { filters: { status: 'pending' } } })] },
        'POST /api/saved-views': ({ body }: { body: Record<string, unknown> }) =>
          new Response(JSON.stringify({ savedView: view({ id: 5, name: String(body.name) }) }), { status: 201 }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('dialog', { name: 'Views' });
    // Only the master may share: a manager is not offered it.
    expect(within(menu).queryByLabelText('Share with')).not.toBeInTheDocument();
    fireEvent.change(within(menu).getByRole('textbox', { name: /Save the current view as/ }), {
      target: { value: 'Done invoices' },
    });
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Open the list with this view' }));
    fireEvent.click(within(menu).getByRole('button', { name: 'Save view' }));
    await screen.findByText('View “Done invoices” saved');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      list: 'tasks',
      name: 'Done invoices',
      state: { q: 'invoice', filters: { status: 'completed' }, sort: 'title', order: 'desc' },
      isDefault: true,
    });

    fireEvent.click(within(menu).getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(url()).toBe('?status=pending'));
  });

  it('lets a person open their list with a view shared with them, and opens it so', async () => {
    let shared = view({
      id: 7,
      name: 'Team queue',
      isOwn: false,
      sharedWith: 'employee',
      state: { filters: { status: 'pending' } },
    });
    const { fetch } = renderWithApp(<Harness />, {
      route: '/task?status=completed',
      user: { id: 3, type: 'employee' },
      api: {
        'GET /api/saved-views': () => new Response(JSON.stringify({ data: [shared] })),
        'PUT /api/saved-views/7': ({ body }: { body: Record<string, unknown> }) => {
          shared = { ...shared, isDefault: body.isDefault === true };
          return new Response(JSON.stringify({ savedView: shared }));
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('dialog', { name: 'Views' });
    // Read only: not renamed or deleted here, but theirs to open the list with.
    expect(within(menu).queryByRole('button', { name: 'Rename “Team queue”' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Delete “Team queue”' })).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('button', { name: 'Open the list with “Team queue”' }));
    const stop = await within(menu).findByRole('button', { name: 'Stop opening the list with “Team queue”' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ isDefault: true });
  });

  it('opens a bare address with the shared view the person chose', async () => {
    renderWithApp(<Harness />, {
      route: '/task',
      user: { id: 3, type: 'employee' },
      api: {
        'GET /api/saved-views': {
          data: [
            view({ id: 2, name: 'Mine', state: { filters: { status: 'completed' } } }),
            view({
              id: 7,
              name: 'Team queue',
              isOwn: false,
              sharedWith: 'employee',
              isDefault: true,
              state: { filters: { status: 'pending' } },
            }),
          ],
        },
      },
    });
    await waitFor(() => expect(url()).toBe('?status=pending'));
  });
});
