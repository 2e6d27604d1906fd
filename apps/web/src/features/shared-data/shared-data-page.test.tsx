import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SharedData } from '@workspace/shared/shared-data/shared-data.schemas';
import { apiError, renderWithApp } from '../../test-utils';
import { Component as SharedDataPage } from './shared-data-page';

const me = { id: 7, name: 'Can', surname: 'Özkan' };
const selin = { id: 3, name: 'Selin', surname: 'Aktaş' };
const ece = { id: 9, name: 'Ece', surname: 'Başkası' };
const user = { id: me.id, type: 'employee' as const };

const own: SharedData = {
  id: 1,
  access: 'own',
  owner: me,
  sharedWith: [selin],
  domain: 'panel.example.com',
  username: 'admin',
  description: 'Hosting panel',
  createdAt: '2026-02-03T09:00:00.000Z',
  updatedAt: '2026-02-03T09:00:00.000Z',
};
const shared: SharedData = {
  id: 2,
  access: 'shared',
  owner: selin,
  sharedWith: [me, ece],
  domain: 'mail.example.org',
  username: 'postmaster',
  description: null,
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
};
const page = (rows: SharedData[]) => ({ data: rows, meta: { page: 1, pageSize: 25, total: rows.length } });
const summary = { total: 2, own: 1, sharedWithMe: 1, sharedByMe: 1 };
const lookup = {
  data: [
    { ...me, type: 'employee' },
    { ...selin, type: 'manager' },
    { ...ece, type: 'employee' },
    { id: 1, name: 'Deniz', surname: 'Yalçın', type: 'master' },
  ],
};
const baseApi = {
  'GET /api/shared-data': page([own, shared]),
  'GET /api/shared-data/summary': summary,
  'GET /api/users/lookup': lookup,
};
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('shared data page', () => {
  it('lists own and shared records: owner, people, and edit or delete only on one’s own', async () => {
    renderWithApp(<SharedDataPage />, { user, api: baseApi, route: '/shared-data' });
    const ownRow = await rowOf('panel.example.com');
    expect(within(ownRow).getByText('admin')).toBeInTheDocument();
    expect(within(ownRow).getByText('You')).toBeInTheDocument();
    expect(within(ownRow).getByText('Hosting panel')).toBeInTheDocument();
    expect(within(ownRow).getByRole('img', { name: 'Selin Aktaş' })).toBeInTheDocument();
    expect(within(ownRow).getByRole('button', { name: 'Edit: admin @ panel.example.com' })).toBeInTheDocument();
    expect(within(ownRow).getByRole('button', { name: 'Delete: admin @ panel.example.com' })).toBeInTheDocument();

    const sharedRow = await rowOf('mail.example.org');
    expect(within(sharedRow).getByText('Selin Aktaş')).toBeInTheDocument();
    expect(within(sharedRow).getByText('Shared with you')).toBeInTheDocument();
    expect(within(sharedRow).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(sharedRow).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    // Reveal and copy are there for both.
    expect(
      within(sharedRow).getByRole('button', { name: 'Show password: postmaster @ mail.example.org' }),
    ).toBeInTheDocument();
    expect(
      within(sharedRow).getByRole('button', { name: 'Copy password: postmaster @ mail.example.org' }),
    ).toBeInTheDocument();
    expect(within(sharedRow).getByRole('img', { name: 'Password hidden' }).textContent).toBe('••••••••');
    expect(screen.getByText('2 records')).toBeInTheDocument();
  });

  it('reveals the password from the reveal call, hides it after 30 s, and on a second click', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reveals: string[] = [];
    renderWithApp(<SharedDataPage />, {
      user,
      api: {
        ...baseApi,
        'POST /api/shared-data/2/reveal': ({ init, body }: { init?: RequestInit; body: unknown }) => {
          // The server records a reveal and a copy apart: the call says which it is.
          expect(body).toEqual({ purpose: 'reveal' });
          reveals.push(init?.method ?? '');
          return { password: 'Pa55 w0rd!' };
        },
      },
      route: '/shared-data',
    });
    const row = await rowOf('mail.example.org');
    fireEvent.click(within(row).getByRole('button', { name: 'Show password: postmaster @ mail.example.org' }));
    expect(await within(row).findByText('Pa55 w0rd!')).toBeInTheDocument();
    expect(reveals).toEqual(['POST']);
    const hide = within(row).getByRole('button', { name: 'Hide password: postmaster @ mail.example.org' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    act(() => void vi.advanceTimersByTime(29_000));
    expect(within(row).getByText('Pa55 w0rd!')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(within(row).queryByText('Pa55 w0rd!')).not.toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Password hidden' })).toBeInTheDocument();

    // Shown again (a new call), then hidden by a second click.
    fireEvent.click(within(row).getByRole('button', { name: 'Show password: postmaster @ mail.example.org' }));
    expect(await within(row).findByText('Pa55 w0rd!')).toBeInTheDocument();
    expect(reveals).toEqual(['POST', 'POST']);
    fireEvent.click(within(row).getByRole('button', { name: 'Hide password: postmaster @ mail.example.org' }));
    expect(within(row).queryByText('Pa55 w0rd!')).not.toBeInTheDocument();
    expect(reveals).toHaveLength(2);
  });

  it('copies the password to the clipboard and clears it after 30 s, without showing it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const bodies: unknown[] = [];
    const reveal = ({ body }: { body: unknown }) => {
      bodies.push(body);
      return { password: 'copy-me-123' };
    };
    renderWithApp(<SharedDataPage />, {
      user,
      api: { ...baseApi, 'POST /api/shared-data/1/reveal': reveal },
      route: '/shared-data',
    });
    const row = await rowOf('panel.example.com');
    fireEvent.click(within(row).getByRole('button', { name: 'Copy password: admin @ panel.example.com' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('copy-me-123'));
    expect(bodies).toEqual([{ purpose: 'copy' }]);
    expect(await within(row).findByRole('status')).toHaveTextContent('Copied; cleared in 30 s');
    expect(within(row).queryByText('copy-me-123')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(30_000));
    expect(writeText).toHaveBeenLastCalledWith('');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('toasts a failed reveal and shows nothing', async () => {
    renderWithApp(<SharedDataPage />, {
      user,
      api: { ...baseApi, 'POST /api/shared-data/2/reveal': apiError(404, 'The record was not found') },
      route: '/shared-data',
    });
    const row = await rowOf('mail.example.org');
    fireEvent.click(within(row).getByRole('button', { name: 'Show password: postmaster @ mail.example.org' }));
    expect(await screen.findByText('failed to load customer details')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Password hidden' })).toBeInTheDocument();
  });

  it('toasts when the list cannot be loaded', async () => {
    renderWithApp(<SharedDataPage />, {
      user,
      api: { ...baseApi, 'GET /api/shared-data': apiError(500, 'Something went wrong on our side.') },
      route: '/shared-data',
    });
    expect(await screen.findByText('failed to load customer details')).toBeInTheDocument();
  });

  it('creates a record shared with a colleague and toasts “customer details saved”', async () => {
    const posted: unknown[] = [];
    renderWithApp(<SharedDataPage />, {
      user,
      api: {
        ...baseApi,
        'POST /api/shared-data': ({ body }: { body: unknown }) => {
          posted.push(body);
          return { sharedData: { ...own, id: 5 } };
        },
      },
      route: '/shared-data',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer details' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Domain/ }), {
      target: { value: 'https://ftp.example.net/upload' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Username/ }), { target: { value: 'ftpuser' } });
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: ' secret ' } });
    const people = within(dialog).getByLabelText(/^Shared with/, { selector: 'input' });
    fireEvent.click(people);
    // Only managers and employees, never oneself or the master.
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Selin Aktaş', 'Ece Başkası']);
    fireEvent.click(screen.getByRole('option', { name: 'Ece Başkası' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          username: 'ftpuser',
          password: ' secret ',
          domain: 'https://ftp.example.net/upload',
          description: '',
          sharedWith: [9],
        },
      ]),
    );
    expect(await screen.findByText('customer details saved')).toBeInTheDocument();
  });

  it('edits without a password (kept) and toasts a refusal', async () => {
    const bodies: unknown[] = [];
    renderWithApp(<SharedDataPage />, {
      user,
      api: {
        ...baseApi,
        'PUT /api/shared-data/1': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return bodies.length === 1 ? apiError(500, '') : { sharedData: own };
        },
      },
      route: '/shared-data',
    });
    const row = await rowOf('panel.example.com');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit: admin @ panel.example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer details' });
    expect(within(dialog).getByText('Leave empty to keep the current password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Password/)).toHaveValue('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('failed to save customer details')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('customer details saved')).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      username: 'admin',
      password: '',
      domain: 'panel.example.com',
      description: 'Hosting panel',
      sharedWith: [3],
    });
  });

  it('deletes one’s own record after the confirmation', async () => {
    let deleted = false;
    renderWithApp(<SharedDataPage />, {
      user,
      api: {
        ...baseApi,
        'DELETE /api/shared-data/1': () => {
          deleted = true;
          return new Response(null, { status: 204 });
        },
      },
      route: '/shared-data',
    });
    const row = await rowOf('panel.example.com');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete: admin @ panel.example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “admin @ panel.example.com”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('customer details deleted')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('invites to add the first record when there is none, and the shared card filters', async () => {
    const { fetch } = renderWithApp(<SharedDataPage />, {
      user,
      api: { 'GET /api/shared-data/summary': { total: 0, own: 0, sharedWithMe: 0, sharedByMe: 0 } },
      route: '/shared-data',
    });
    expect(await screen.findByRole('heading', { name: 'No customer details yet' })).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Summary' });
    fireEvent.click(within(cards).getByRole('button', { name: 'Shared with me 0' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls
          .map(([url]) => String(url))
          .some((url) => url.startsWith('/api/shared-data?') && url.includes('access=shared')),
      ).toBe(true),
    );
    expect(within(cards).getByRole('button', { name: 'Shared with me 0' })).toHaveAttribute('aria-pressed', 'true');
  });
});
