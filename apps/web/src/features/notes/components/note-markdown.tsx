import { Typography } from '@mantine/core';
import { lazy, Suspense } from 'react';

/* marked and DOMPurify (safe-markdown.tsx) come with the first note shown: a notes screen without notes goes without them. */
const SafeMarkdown = lazy(() => import('./safe-markdown'));

/** A note's markdown, sanitised (safe-markdown.tsx); its plain text shows for the moment the code takes to come. */
export function NoteMarkdown({ content }: { content: string }) {
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      <Suspense fallback={<p style={{ whiteSpace: 'pre-wrap' }}>{content}</p>}>
        <SafeMarkdown content={content} />
      </Suspense>
    </Typography>
  );
}
