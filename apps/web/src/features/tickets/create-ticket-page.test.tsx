import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, renderWithApp, type ApiStubs } from '../../test-utils';
import { Component as CreateTicketPage } from './create-ticket-page';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => new File([new Uint8Array([...PNG_HEAD, 0, 0, 0, 13])], name, { type: 'image/png' });

const lookups: ApiStubs = {
  'GET /api/ticket-categories/lookup': { data: [{ id: 3, name: 'Invoices' }] },
  'GET /api/tickets/project-options': { data: [{ id: 9, name: 'Apollo' }] },
};

function renderForm(api: ApiStubs = {}) {
  const user = userEvent.setup({ applyAccept: false });
  const result = renderWithApp(
    <Routes>
      <Route path="/create-ticket" element={<CreateTicketPage />} />
      <Route path="/support-window/:id/ticket" element={<p>Support window</p>} />
    </Routes>,
    { user: { id: 40, type: 'user' }, route: '/create-ticket', api: { ...lookups, ...api } },
  );
  return { user, fetch: result.fetch };
}

async function choose(label: string, option: string) {
  // A required field's label ends in an asterisk.
  fireEvent.click(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillIn() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Subject/ }), { target: { value: '  Invoice PDF is empty ' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), {
    target: { value: 'The March invoice downloads as an empty page.' },
  });
  await choose('Priority', 'High');
  await choose('Department', 'Billing');
  await choose('Ticket type', 'Problem');
  await choose('Category', 'Invoices');
}

const posts = (fetchMock: ReturnType<typeof renderForm>['fetch']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('CreateTicketPage', () => {
  it('says which fields are required and sends nothing', async () => {
    const { fetch } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    // Subject, description, department, ticket type and category; priority starts at Medium. The
    // checks load with the first submit here (no keystroke before it): give their import time.
    expect(await screen.findAllByText('This field is required', {}, { timeout: 5000 })).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    expect(posts(fetch)).toEqual([]);
  });

  it('counts the subject against its limit of 120', async () => {
    const { user } = renderForm();
    expect(screen.getByText('0/120 characters')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Login fails');
    expect(screen.getByText('11/120 characters')).toBeInTheDocument();
  });

  it('refuses a file of the wrong type, and one whose content is not what its name says, each with its own message', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText('Choose files');
    await user.upload(input, [new File(['plain text'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('notes.txt is not a PNG, JPG or PDF file')).toBeInTheDocument();

    await user.upload(input, [
      new File(['<html>not an image</html>'], 'photo.png', { type: 'image/png' }),
      png('screen.png'),
    ]);
    expect(
      await screen.findByText('photo.png is not really a PNG, JPG or PDF file: its content does not match'),
    ).toBeInTheDocument();
    const chosen = within(screen.getByRole('list', { name: 'Files to attach' }));
    expect(chosen.getAllByRole('listitem')).toHaveLength(1);
    expect(chosen.getByText('screen.png')).toBeInTheDocument();
  });

  it('posts the fields and files as multipart, says "Ticket #42 created" and opens its support window', async () => {
    const { user, fetch } = renderForm({ 'POST /api/tickets': json({ ticket: { id: 42 } }, 201) });
    await fillIn();
    await choose('Project', 'Apollo');
    await user.upload(screen.getByLabelText('Choose files'), [png('screen.png')]);
    await screen.findByText('screen.png');
    fireEvent.click(screen.getByRole('button', { name: 'Create ticket' }));

    expect(await screen.findByText('Support window')).toBeInTheDocument();
    expect(screen.getByText('Ticket #42 created')).toBeInTheDocument();
    const [[url, init]] = posts(fetch) as [[string, RequestInit]];
    expect(url).toBe('/api/tickets');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'files'))).toEqual({
      subject: 'Invoice PDF is empty',
      description: 'The March invoice downloads as an empty page.',
      priority: 'high',
      department: 'billing',
      type: 'problem',
      categoryId: '3',
      projectId: '9',
    });
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['screen.png']);
  });

  it('sends no project when "No project" stays chosen', async () => {
    const { fetch } = renderForm({ 'POST /api/tickets': json({ ticket: { id: 43 } }, 201) });
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    await screen.findByText('Support window');
    const body = (posts(fetch)[0]![1] as RequestInit).body as FormData;
    expect(body.has('projectId')).toBe(false);
    expect(body.has('files')).toBe(false);
  });

  it("puts the server's field messages under their fields and a refused file under the attachments", async () => {
    let answer = apiError(400, 'Check the highlighted fields', {
      subject: 'A ticket with this subject is already open',
    });
    renderForm({ 'POST /api/tickets': () => answer });
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('A ticket with this subject is already open')).toBeInTheDocument();

    answer = json({ error: { code: 'unsupportedType', message: 'Only PNG, JPG and PDF files can be attached' } }, 415);
    fireEvent.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('Only PNG, JPG and PDF files can be attached')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Create ticket' })).toBeEnabled());
    expect(screen.queryByText('Support window')).not.toBeInTheDocument();
  });
});
