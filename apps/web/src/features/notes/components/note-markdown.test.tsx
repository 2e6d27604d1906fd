import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoteMarkdown } from './note-markdown';

/*
 * A note as the server renders it (apps/server/src/modules/notes/note-html.ts, whose tests hold the
 * markdown rules): the web shows that HTML as it is, and reads no markdown itself.
 */
function renderHtml(html: string) {
  return render(
    <MantineProvider>
      <NoteMarkdown html={html} />
    </MantineProvider>,
  ).container;
}

describe('NoteMarkdown', () => {
  it('shows the server’s HTML in the typography wrapper, with its headings, lists, task boxes and links', () => {
    const container = renderHtml(
      '<h4>Top</h4>\n<ul>\n<li><input checked disabled type="checkbox" aria-label="Send the invoice" /> Send the <strong>in</strong>voice</li>\n</ul>\n' +
        '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a> &lt;b&gt;bold?&lt;/b&gt;</p>\n',
    );
    expect(container.querySelector('.mantine-Typography-root > div > h4')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 4, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send the invoice' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Send the invoice' })).toBeDisabled();
    expect(screen.getByText('in').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('target', '_blank');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('p')!.textContent).toContain('<b>bold?</b>');
  });

  it('reads no markdown itself: what the server did not render stays as it was written', () => {
    const container = renderHtml('<p>**not bold** # not a heading</p>\n');
    expect(container.querySelector('strong, h1, h4')).toBeNull();
    expect(container.querySelector('p')!.textContent).toBe('**not bold** # not a heading');
  });
});
