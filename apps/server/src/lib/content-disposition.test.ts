import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Sözleşme taslağı (v2).pdf')).toBe(
      `attachment; filename="Sozlesme taslagi (v2).pdf"; filename*=UTF-8''S%C3%B6zle%C5%9Fme%20tasla%C4%9F%C4%B1%20%28v2%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_b_c__Set-Cookie: x.png"; ')).toBe(true);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('a"b\\c\r\nSet-Cookie: x.png');
  });
});
