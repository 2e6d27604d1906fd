import DOMPurify from 'dompurify';
import { Marked, type Token } from 'marked';
import { useMemo } from 'react';

/*
 * A note's markdown as HTML: marked reads it (CommonMark with GitHub's tables, task lists and
 * strikethrough) and DOMPurify sanitises what it wrote, so no address that runs code (javascript:,
 * data:) stays on a link. HTML written in a note shows as the text it is, and a picture becomes a
 * link to it: a note never loads what an address pasted into it points at. The note's own headings
 * sit under the note's name (an h3), so they start at h4 and the page's outline stays in order.
 */
const marked = new Marked({
  gfm: true,
  walkTokens(token: Token) {
    if (token.type === 'heading') token.depth = Math.min(token.depth + 3, 6);
    else if (token.type === 'html') {
      const text = { type: 'text', raw: token.raw, text: token.raw.trimEnd(), escaped: false };
      Object.assign(token, token.block ? { type: 'paragraph', tokens: [text] } : { ...text, text: token.raw });
    } else if (token.type === 'image')
      Object.assign(token, {
        type: 'link',
        tokens: token.text ? token.tokens : [{ type: 'text', raw: token.href, text: token.href }],
      });
  },
});

const purify = DOMPurify();
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  // A task box sits beside its item's words, not in a label: it is named by them (nested lists name their own).
  const item = node.tagName === 'INPUT' ? node.closest('li') : null;
  if (item) {
    const words = item.cloneNode(true) as Element;
    for (const list of words.querySelectorAll('ul, ol')) list.remove();
    node.setAttribute('aria-label', (words.textContent ?? '').replace(/\s+/g, ' ').trim());
  }
});

export default function SafeMarkdown({ content }: { content: string }) {
  const html = useMemo(() => purify.sanitize(marked.parse(content, { async: false })), [content]);
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
