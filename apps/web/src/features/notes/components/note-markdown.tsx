import { Anchor, Text, Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

/*
 * The note's own headings sit under the note's name (an h3), so they start at h4 and the page's
 * outline stays in order. Images become links: a note never loads a picture from an address
 * someone pasted into it.
 */
const components: Components = {
  h1: ({ children }) => <h4>{children}</h4>,
  h2: ({ children }) => <h5>{children}</h5>,
  h3: ({ children }) => <h6>{children}</h6>,
  h4: ({ children }) => <h6>{children}</h6>,
  h5: ({ children }) => <h6>{children}</h6>,
  a: ({ href, children }) => (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </Anchor>
  ),
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <Anchor href={src} target="_blank" rel="noopener noreferrer nofollow">
        {alt || src}
      </Anchor>
    ) : (
      <Text span>{alt}</Text>
    ),
};

/**
 * A note's markdown, safely: react-markdown builds React elements and shows raw HTML as plain
 * text (no rehype-raw, no dangerouslySetInnerHTML), and its URL check drops `javascript:` links.
 */
export function NoteMarkdown({ content }: { content: string }) {
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      <Markdown components={components}>{content}</Markdown>
    </Typography>
  );
}
