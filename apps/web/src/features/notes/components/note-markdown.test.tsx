import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoteMarkdown } from './note-markdown';

/** Renders a note's markdown and waits for marked and DOMPurify, which come on demand. */
async function renderMarkdown(content: string) {
  const { container } = render(
    <MantineProvider>
      <NoteMarkdown content={content} />
    </MantineProvider>,
  );
  await waitFor(() => expect(container.querySelector('.mantine-Typography-root > div')).not.toBeNull());
  return container;
}

describe('NoteMarkdown', () => {
  it('renders emphasis, code, headings under the note name, quotes and rules', async () => {
    const container = await renderMarkdown(
      '# Top\n\n## Second\n\n### Third\n\nBuy **milk**, _eggs_ and `a<b>`\n\n> quoted\n\n---\n\n~~gone~~',
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Third' })).toBeInTheDocument();
    expect(screen.getByText('milk').tagName).toBe('STRONG');
    expect(screen.getByText('eggs').tagName).toBe('EM');
    expect(screen.getByText('a<b>').tagName).toBe('CODE');
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(screen.getByText('gone').tagName).toBe('DEL');
  });

  it('renders lists, numbered from their start, and task lists with their boxes', async () => {
    const container = await renderMarkdown('- one\n- two\n\n3. three\n4. four\n\n- [x] done\n- [ ] open');
    const [bullets, numbered, tasks] = screen.getAllByRole('list');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(numbered).toHaveAttribute('start', '3');
    expect(
      within(tasks!)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false]);
    expect(container.querySelectorAll('input:not([disabled])')).toHaveLength(0);
  });

  it('names each task box by its item, so a screen reader says what is done', async () => {
    await renderMarkdown(
      '- [x] Send the **in**voice\n- [ ] Call [Ayşe](https://example.com)\n\n1. [ ] Loose item\n\n   with a second paragraph\n',
    );
    expect(screen.getByRole('checkbox', { name: 'Send the invoice' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Call Ayşe' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Loose item with a second paragraph' })).not.toBeChecked();
  });

  it('renders tables with their alignment', async () => {
    await renderMarkdown('| Item | Price |\n|---|--:|\n| Milk | 2.50 |');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('align', 'right');
    expect(screen.getByRole('cell', { name: 'Milk' })).toBeInTheDocument();
  });

  it('renders GitHub tables with inline markdown in their cells, and task lists inside quotes', async () => {
    const container = await renderMarkdown(
      '| Task | Done |\n|:--|:-:|\n| **Invoice** | ~~no~~ yes |\n\n> - [x] quoted task',
    );
    expect(screen.getByRole('cell', { name: 'Invoice' }).querySelector('strong')).not.toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Done' })).toHaveAttribute('align', 'center');
    expect(screen.getByRole('checkbox', { name: 'quoted task' })).toBeChecked();
    expect(container.querySelector('blockquote input[type="checkbox"]')).toBeDisabled();
  });

  it('shows HTML as text, keeps links to web and mail addresses only, and turns images into links', async () => {
    const container = await renderMarkdown(
      '<b>bold?</b> [site](https://example.com) [mail](mailto:a@example.com) [bad](javascript:alert(1)) [bad2](data:text/html,x) ![logo](https://example.com/logo.png)\n\n<script>alert(1)</script>',
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')!.textContent).toContain('<b>bold?</b>');
    expect(container.querySelectorAll('p')[1]!.textContent).toBe('<script>alert(1)</script>');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@example.com');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad2' })).toBeNull();
    // An address that could run or load something: the words stay, the link goes.
    expect(container.querySelector('p')!.textContent).toContain(' bad bad2 ');
    expect(screen.getByRole('link', { name: 'logo' })).toHaveAttribute('href', 'https://example.com/logo.png');
  });

  it('reads character references and backslash escapes as the characters they stand for', async () => {
    const container = await renderMarkdown('Fish &amp; chips &#233; \\*not emphasis\\*');
    expect(container.querySelector('p')!.textContent).toBe('Fish & chips é *not emphasis*');
    expect(container.querySelector('em')).toBeNull();
  });
});
