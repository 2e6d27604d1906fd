import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import '../../lib/i18n';
import { ReplyBox } from './reply-box';

const pdf = () => new File([new Uint8Array(4096)], 'Teklif_Şubat.pdf', { type: 'application/pdf' });

function renderBox(onSend: (formData: FormData) => Promise<unknown>) {
  render(
    <MantineProvider>
      <ReplyBox onSend={onSend} hint="Support usually replies within 5 minutes" />
    </MantineProvider>,
  );
  return {
    user: userEvent.setup(),
    textbox: screen.getByRole('textbox', { name: 'Reply' }),
    sendButton: () => screen.getByRole('button', { name: 'Send' }),
  };
}

describe('ReplyBox', () => {
  it('keeps Send disabled until there is text (not just spaces) or a file', async () => {
    const { user, textbox, sendButton } = renderBox(vi.fn());
    expect(sendButton()).toBeDisabled();
    await user.type(textbox, '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(textbox, 'Done');
    expect(sendButton()).toBeEnabled();
    await user.clear(textbox);
    await user.upload(screen.getByLabelText('Choose files'), pdf());
    expect(sendButton()).toBeEnabled();
  });

  it('sends the text and the files as form data, then clears itself', async () => {
    const onSend = vi.fn().mockResolvedValue({});
    const { user, textbox, sendButton } = renderBox(onSend);
    await user.type(textbox, '  Offer attached  ');
    await user.upload(screen.getByLabelText('Choose files'), pdf());
    await user.click(sendButton());

    expect(onSend).toHaveBeenCalledTimes(1);
    const formData = onSend.mock.calls[0]![0] as FormData;
    expect(formData.get('body')).toBe('Offer attached');
    const files = formData.getAll('files') as File[];
    expect(files.map((file) => [file.name, file.size])).toEqual([['Teklif_Şubat.pdf', 4096]]);

    await waitFor(() => expect(textbox).toHaveValue(''));
    expect(screen.queryByText('Teklif_Şubat.pdf')).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('sends with Ctrl+Enter', async () => {
    const onSend = vi.fn().mockResolvedValue({});
    const { user, textbox } = renderBox(onSend);
    await user.type(textbox, 'Quick note{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect((onSend.mock.calls[0]![0] as FormData).get('body')).toBe('Quick note');
  });

  it('locks the box while sending', async () => {
    let finish: (value: unknown) => void = () => {};
    const { user, textbox, sendButton } = renderBox(() => new Promise((resolve) => (finish = resolve)));
    await user.type(textbox, 'Hello');
    await user.click(sendButton());
    expect(sendButton()).toBeDisabled();
    expect(textbox).toBeDisabled();
    finish({});
    await waitFor(() => expect(textbox).toBeEnabled());
  });

  it("shows the server's message when the send is refused, and keeps what was written", async () => {
    const onSend = vi.fn().mockRejectedValue(new ApiError(413, 'attachmentTooLarge', 'A file can be at most 10 MB'));
    const { user, textbox, sendButton } = renderBox(onSend);
    await user.type(textbox, 'Scan attached');
    await user.upload(screen.getByLabelText('Choose files'), pdf());
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('A file can be at most 10 MB');
    expect(textbox).toHaveValue('Scan attached');
    expect(screen.getByText('Teklif_Şubat.pdf')).toBeInTheDocument();
  });

  it("prefers the body field's message of a 400 answer", async () => {
    const error = new ApiError(400, 'validation', 'Some fields need attention', {
      body: 'Write a comment or attach a file',
    });
    const { user, textbox, sendButton } = renderBox(vi.fn().mockRejectedValue(error));
    await user.type(textbox, 'x');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a comment or attach a file');
  });

  it('shows the reply-time hint', () => {
    renderBox(vi.fn());
    expect(screen.getByText('Support usually replies within 5 minutes')).toBeInTheDocument();
  });
});

describe('ReplyBox snippets', () => {
  const snippets = {
    label: 'Canned replies',
    empty: 'No canned reply matches',
    items: [
      { id: 1, title: 'Greeting', body: 'Hello Ayşe,' },
      { id: 2, title: 'İade süreci', body: 'Your refund is on its way.' },
      { id: 3, title: 'Closing', body: 'Kind regards' },
    ],
  };

  function renderWithSnippets() {
    render(
      <MantineProvider>
        <ReplyBox onSend={vi.fn()} snippets={snippets} />
      </MantineProvider>,
    );
    return { user: userEvent.setup(), textbox: screen.getByRole('textbox', { name: 'Reply' }) };
  }

  const options = () => screen.getAllByRole('option').map((option) => option.textContent);

  it('opens on "/" at the start or after a space, filters by title, and inserts the chosen text with Enter', async () => {
    const { user, textbox } = renderWithSnippets();
    await user.type(textbox, '/');
    expect(screen.getByRole('listbox', { name: 'Canned replies' })).toBeInTheDocument();
    expect(options()).toHaveLength(3);

    await user.type(textbox, 'iade');
    expect(options()).toEqual(['İade süreciYour refund is on its way.']);
    await user.keyboard('{Enter}');
    expect(textbox).toHaveValue('Your refund is on its way.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(textbox, ' /clo');
    await user.keyboard('{Enter}');
    expect(textbox).toHaveValue('Your refund is on its way. Kind regards');
  });

  it('moves with the arrow keys, says which option is active, and puts the caret after the inserted text', async () => {
    const { user, textbox } = renderWithSnippets();
    await user.type(textbox, 'Thanks\n\n');
    await user.type(textbox, '/');
    expect(screen.getByRole('option', { name: /Greeting/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const closing = screen.getByRole('option', { name: /Closing/ });
    expect(closing).toHaveAttribute('aria-selected', 'true');
    expect(textbox).toHaveAttribute('aria-activedescendant', closing.id);
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /İade/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(textbox).toHaveValue('Thanks\n\nYour refund is on its way.');
    await user.type(textbox, '!');
    expect(textbox).toHaveValue('Thanks\n\nYour refund is on its way.!');
  });

  it('inserts by mouse, and replaces only the "/word" in the middle of the text', async () => {
    const { user, textbox } = renderWithSnippets();
    await user.type(textbox, 'Hi /g more');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(textbox, 'r', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(options()).toEqual(['GreetingHello Ayşe,']);
    await user.click(screen.getByRole('option', { name: /Greeting/ }));
    expect(textbox).toHaveValue('Hi Hello Ayşe, more');
  });

  it('closes on Escape, says when nothing matches, and does not open inside a word or a path', async () => {
    const { user, textbox } = renderWithSnippets();
    await user.type(textbox, '/zzz');
    expect(screen.getByText('No canned reply matches')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Canned replies')).not.toBeInTheDocument();
    await user.type(textbox, 'z');
    expect(screen.queryByText('Canned replies')).not.toBeInTheDocument();

    await user.clear(textbox);
    await user.type(textbox, 'and/or see https://example.com/');
    expect(screen.queryByText('Canned replies')).not.toBeInTheDocument();
  });

  it('sends with Ctrl+Enter even while the list is open', async () => {
    const onSend = vi.fn().mockResolvedValue({});
    render(
      <MantineProvider>
        <ReplyBox onSend={onSend} snippets={snippets} />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'See /{Control>}{Enter}{/Control}');
    expect((onSend.mock.calls[0]![0] as FormData).get('body')).toBe('See /');
  });

  it('leaves a box without snippets as it was: "/" opens nothing', async () => {
    const { user, textbox } = renderBox(vi.fn());
    await user.type(textbox, '/gr');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(textbox).not.toHaveAttribute('aria-autocomplete');
  });
});
