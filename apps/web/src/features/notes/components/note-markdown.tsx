import { Typography } from '@mantine/core';

/**
 * A note's content as the server rendered it: its markdown as HTML, sanitised there
 * (apps/server/src/modules/notes/note-html.ts), so the web ships no markdown reader or sanitiser.
 */
export function NoteMarkdown({ html }: { html: string }) {
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
