import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placeholders, richText } from './rich-text';

const html = (node: ReturnType<typeof richText>) => render(<p>{node}</p>).container.querySelector('p')!.innerHTML;

describe('richText', () => {
  it('puts the words of each tag in its element and fills the values in', () => {
    expect(
      html(
        richText(
          'changed status from <b>{{before}}</b> to <b>{{after}}</b>',
          { before: 'Pending', after: 'Done' },
          { b: <strong /> },
        ),
      ),
    ).toBe('changed status from <strong>Pending</strong> to <strong>Done</strong>');
  });

  it('keeps a value that looks like a tag as text', () => {
    expect(html(richText('assigned to <b>{{after}}</b>', { after: '<b>Eve</b> & <i>' }, { b: <strong /> }))).toBe(
      'assigned to <strong>&lt;b&gt;Eve&lt;/b&gt; &amp; &lt;i&gt;</strong>',
    );
  });

  it('shows the words alone for a tag it has no element for, and for a tag left open', () => {
    expect(html(richText('created <task>#{{after}}</task> and <b>more', { after: '7' }, {}))).toBe(
      'created #7 and more',
    );
  });

  it('writes the placeholders so that the translation keeps them', () => {
    expect(placeholders('before', 'after')).toEqual({ before: '{{before}}', after: '{{after}}' });
  });
});
