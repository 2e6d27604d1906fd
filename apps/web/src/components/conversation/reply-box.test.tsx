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
  return { user: userEvent.setup(), textbox: screen.getByRole('textbox', { name: 'Reply' }), sendButton: () => screen.getByRole('button', { name: 'Send' }) };
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
    const error = new ApiError(400, 'validation', 'Some fields need attention', { body: 'Write a comment or attach a file' });
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
