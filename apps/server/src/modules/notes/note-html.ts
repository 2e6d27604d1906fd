import { Marked, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/*
 * A note's markdown as the HTML the web shows (`html` beside `content` in every answer of a note):
 * marked reads it (CommonMark with GitHub's tables, task lists and strikethrough) and sanitize-html
 * keeps only what marked writes for that, so no address that runs code (javascript:, data:) stays on
 * a link. HTML written in a note shows as the text it is, and a picture becomes a link to it: a note
 * never loads what an address pasted into it points at. The note's own headings sit under the note's
 * name (an h3), so they start at h4 and the page's outline stays in order.
 */

/** A task box sits beside its item's words, not in a label: it is named by them (a nested list names its own). */
function itemWords(html: string): string {
  const text = sanitizeHtml(html, {
    allowedTags: ['ul', 'ol'],
    allowedAttributes: {},
    exclusiveFilter: (frame) => frame.tag === 'ul' || frame.tag === 'ol',
  });
  return text.replace(/\s+/g, ' ').trim().replaceAll('"', '&quot;');
}

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
  renderer: {
    listitem(this: { parser: { parse(tokens: Token[]): string } }, item: Tokens.ListItem) {
      const inner = this.parser.parse(item.tokens);
      if (!item.task) return `<li>${inner}</li>\n`;
      // The item's own box is the first input in it: HTML written in the note is text by now (walkTokens).
      return `<li>${inner.replace('<input ', `<input aria-label="${itemWords(inner)}" `)}</li>\n`;
    },
  },
});

/** What marked writes for the markdown a note may hold, and nothing else. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'em', 'del', 'a'],
    ...['ul', 'ol', 'li', 'input', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    ol: ['start'],
    th: [{ name: 'align', values: ['left', 'center', 'right'] }],
    td: [{ name: 'align', values: ['left', 'center', 'right'] }],
    input: ['type', 'checked', 'disabled', 'aria-label'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  // A task box is a disabled checkbox, whatever else it says.
  transformTags: {
    input: (_tag, { checked, 'aria-label': label }) => ({
      tagName: 'input',
      attribs: {
        ...(checked === undefined ? {} : { checked }),
        disabled: '',
        type: 'checkbox',
        'aria-label': label ?? '',
      },
    }),
  },
};

/** A note's markdown as sanitised HTML, rendered anew (`noteHtml` keeps the last ones). */
function render(content: string): string {
  const html = sanitizeHtml(marked.parse(content, { async: false }), ALLOWED);
  // A link whose address sanitize-html kept opens in a new tab, without telling the page it opens who
  // sent the reader; one whose address it dropped stays as its words. sanitize-html writes every
  // attribute in double quotes, and a quote in an address as &quot;, so the pattern reads it exactly.
  return html.replace(/<a href="[^"]*"/g, (link) => `${link} target="_blank" rel="noopener noreferrer nofollow"`);
}

/*
 * The last notes rendered, least recently used first. Rendering is the dearest part of a notes
 * list: on the 2-core development machine, a page of 25 notes of about 330 characters each
 * (a heading, a task list, a table, links) took 11 to 15 ms once warm (about 80 ms just after the
 * start), 25 of the longest (20,000 characters) about 300 ms; the same pages from here took under
 * 1 ms. At most 500 contents and 4 million
 * characters of markdown and HTML together (about 8 MB), whichever comes first.
 */
const cache = new Map<string, string>();
const CACHE_ENTRIES = 500;
const CACHE_CHARS = 4_000_000;
let cachedChars = 0;

/** A note's markdown as sanitised HTML. */
export function noteHtml(content: string): string {
  const kept = cache.get(content);
  if (kept !== undefined) {
    cache.delete(content);
    cache.set(content, kept);
    return kept;
  }
  const html = render(content);
  if (content.length + html.length > CACHE_CHARS) return html;
  cache.set(content, html);
  cachedChars += content.length + html.length;
  for (const [oldest, old] of cache) {
    if (cache.size <= CACHE_ENTRIES && cachedChars <= CACHE_CHARS) break;
    cache.delete(oldest);
    cachedChars -= oldest.length + old.length;
  }
  return html;
}
