import { describe, expect, it } from 'vitest';
import { noteHtml } from './note-html';

/*
 * A note's markdown as the HTML the web shows: every rule of the renderer, on the HTML it writes.
 * The web puts it into the page as it is, so what is not here cannot reach a browser.
 */

describe('noteHtml', () => {
  it('starts the note’s headings at h4, under the note’s name, and stops at h6', () => {
    expect(noteHtml('# Top\n\n## Second\n\n### Third\n\n#### Fourth')).toBe(
      '<h4>Top</h4>\n<h5>Second</h5>\n<h6>Third</h6>\n<h6>Fourth</h6>\n',
    );
  });

  it('keeps emphasis, strikethrough, code, quotes, rules and lists, numbered from their start', () => {
    expect(noteHtml('Buy **milk**, _eggs_ and `a<b>` ~~gone~~')).toBe(
      '<p>Buy <strong>milk</strong>, <em>eggs</em> and <code>a&lt;b&gt;</code> <del>gone</del></p>\n',
    );
    expect(noteHtml('> quoted\n\n---\n\n- one\n- two\n\n3. three\n4. four')).toBe(
      '<blockquote>\n<p>quoted</p>\n</blockquote>\n<hr />\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n' +
        '<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>\n',
    );
    expect(noteHtml('```js\nif (a < b) run();\n```')).toBe(
      '<pre><code class="language-js">if (a &lt; b) run();\n</code></pre>\n',
    );
  });

  it('shows HTML written in a note as its text, never as markup', () => {
    expect(noteHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    expect(noteHtml('Look: <img src=x onerror=alert(1)> and <b>bold?</b>')).toBe(
      '<p>Look: &lt;img src=x onerror=alert(1)&gt; and &lt;b&gt;bold?&lt;/b&gt;</p>\n',
    );
    expect(noteHtml('<a href="javascript:alert(1)">click</a>')).toBe(
      '<p>&lt;a href="javascript:alert(1)"&gt;click&lt;/a&gt;</p>\n',
    );
    expect(noteHtml('<div onclick="x()">\n\nblock\n\n</div>')).toBe(
      '<p>&lt;div onclick="x()"&gt;</p>\n<p>block</p>\n<p>&lt;/div&gt;</p>\n',
    );
  });

  it('opens web and mail links in a new tab, and drops addresses that run or carry something', () => {
    expect(noteHtml('[site](https://example.com/a?b=1&c=2) [mail](mailto:a@example.com)')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">site</a> ' +
        '<a href="mailto:a@example.com" target="_blank" rel="noopener noreferrer nofollow">mail</a></p>\n',
    );
    expect(
      noteHtml('[bad](javascript:alert(1)) [bad2](data:text/html,x) [bad3](vbscript:msgbox) [bad4](JaVaScRiPt:x)'),
    ).toBe('<p><a>bad</a> <a>bad2</a> <a>bad3</a> <a>bad4</a></p>\n');
    expect(noteHtml('<javascript:alert(1)> [x](java\tscript:alert(1))')).not.toMatch(/href|javascript:alert\(1\)"/);
  });

  it('turns a picture into a link to its address, named by its alt text or the address', () => {
    expect(noteHtml('![logo](https://example.com/logo.png) ![](https://example.com/x.png)')).toBe(
      '<p><a href="https://example.com/logo.png" target="_blank" rel="noopener noreferrer nofollow">logo</a> ' +
        '<a href="https://example.com/x.png" target="_blank" rel="noopener noreferrer nofollow">https://example.com/x.png</a></p>\n',
    );
    expect(noteHtml('![x](javascript:alert(1))')).toBe('<p><a>x</a></p>\n');
  });

  it('names each task box by its own item’s words, without its nested list’s', () => {
    expect(
      noteHtml('- [x] Send the **in**voice\n  - [ ] Nested & "quoted"\n- [ ] Call [Ayşe](https://example.com)'),
    ).toBe(
      '<ul>\n<li><input checked disabled type="checkbox" aria-label="Send the invoice" /> Send the <strong>in</strong>voice<ul>\n' +
        '<li><input disabled type="checkbox" aria-label="Nested &amp; &quot;quoted&quot;" /> Nested &amp; "quoted"</li>\n</ul>\n</li>\n' +
        '<li><input disabled type="checkbox" aria-label="Call Ayşe" /> Call ' +
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">Ayşe</a></li>\n</ul>\n',
    );
    expect(noteHtml('1. [ ] Loose item\n\n   with a second paragraph\n')).toBe(
      '<ol>\n<li><p><input disabled type="checkbox" aria-label="Loose item with a second paragraph" /> Loose item</p>\n' +
        '<p>with a second paragraph</p>\n</li>\n</ol>\n',
    );
  });

  it('keeps GitHub tables with their alignment and the inline markdown of their cells', () => {
    expect(noteHtml('| Task | Price |\n|:--|--:|\n| **Invoice** | ~~2~~ 3 |')).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">Task</th>\n<th align="right">Price</th>\n</tr>\n</thead>\n' +
        '<tbody><tr>\n<td align="left"><strong>Invoice</strong></td>\n<td align="right"><del>2</del> 3</td>\n</tr>\n</tbody></table>\n',
    );
  });

  it('leaves Turkish text as it is', () => {
    const turkish = 'Çağrı İşık, ölçüm güzel; ığdır ŞÜPHE';
    expect(noteHtml(turkish)).toBe(`<p>${turkish}</p>\n`);
    expect(noteHtml(`- [ ] ${turkish}`)).toContain(`aria-label="${turkish}"`);
  });

  it('reads character references and backslash escapes as the characters they stand for', () => {
    expect(noteHtml('Fish &amp; chips &#233; \\*not emphasis\\*')).toBe('<p>Fish &amp; chips é *not emphasis*</p>\n');
  });
});
