import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Mention, MentionCandidate } from '@workspace/shared/conversation/mentions';
import i18n from '../../lib/i18n';
import { CommentBody } from './comment-body';
import { ReplyBox, withMentionMarkup } from './reply-box';

const PEOPLE: MentionCandidate[] = [
  { id: 3, name: 'Can', surname: 'Özkan' },
  { id: 7, name: 'Selin', surname: 'Aktaş' },
];

function renderBox(onSend = vi.fn().mockResolvedValue({}), internalNotes = false) {
  const load = vi.fn(async (query: string) =>
    PEOPLE.filter((person) => `${person.name} ${person.surname}`.toLowerCase().includes(query.toLowerCase())),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <ReplyBox onSend={onSend} internalNotes={internalNotes} mentions={{ load, cacheKey: ['tickets', 1] }} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), textbox: screen.getByRole('textbox', { name: 'Reply' }), load, onSend };
}

describe('@mentions in the reply box', () => {
  it('offers the people after "@", moves with the arrows, mentions with Enter and sends them by id', async () => {
    const { user, textbox, load, onSend } = renderBox();
    await user.type(textbox, 'Hi @');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(textbox).toHaveAttribute('aria-controls', list.id);
    expect(await screen.findByRole('option', { name: 'Can Özkan' })).toHaveAttribute('aria-selected', 'true');
    expect(textbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Can Özkan' }).id);
    expect(screen.getByText('2 people offered, use the arrow keys and Enter')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Selin Aktaş' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(textbox).toHaveValue('Hi @Selin Aktaş ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(textbox, 'and @ca');
    await waitFor(() => expect(load).toHaveBeenLastCalledWith('ca', false));
    await user.click(await screen.findByRole('option', { name: 'Can Özkan' }));
    expect(textbox).toHaveValue('Hi @Selin Aktaş and @Can Özkan ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((onSend.mock.calls[0]![0] as FormData).get('body')).toBe('Hi @[7] and @[3]');
  });

  it('closes with Escape and leaves a typed "@" as text; an e-mail address opens nothing', async () => {
    const { user, textbox, load } = renderBox();
    await user.type(textbox, 'mail me@example.com');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await user.type(textbox, ' @');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(textbox).toHaveValue('mail me@example.com @\n');
  });

  it('asks for the people of an internal note when the note is chosen', async () => {
    const { user, textbox, load } = renderBox(undefined, true);
    await user.click(screen.getByRole('button', { name: 'Internal note' }));
    await user.type(screen.getByRole('textbox', { name: 'Internal note (staff only)' }), '@');
    await waitFor(() => expect(load).toHaveBeenCalledWith('', true));
    void textbox;
  });

  it('keeps a mention picked twice and the text around it', () => {
    const picked = new Map([
      ['@Can Özkan', 3],
      ['@Can Özkaner', 9],
    ]);
    expect(withMentionMarkup('@Can Özkaner, @Can Özkan: see @Can', picked)).toBe('@[9], @[3]: see @Can');
  });
});

describe('a mention in the conversation', () => {
  const mentions: Mention[] = [
    { id: 3, name: 'Can', surname: 'Özkan' },
    { id: 1, name: null, surname: null },
  ];
  it("shows the person's name, styled, and a neutral word for a name the reader may not see", async () => {
    render(
      <MantineProvider>
        <CommentBody body={'@[3] and @[1] will call you.'} mentions={mentions} />
      </MantineProvider>,
    );
    expect(screen.getByText('@Can Özkan')).toHaveAttribute('data-mention', '3');
    expect(screen.getByText('@support team')).toHaveAttribute('data-mention', '1');
    expect(screen.getByText(/will call you\./)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('@[');
    await i18n.changeLanguage('tr');
    expect(await screen.findByText('@destek ekibi')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
