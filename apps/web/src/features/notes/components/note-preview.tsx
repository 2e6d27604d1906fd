import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotePreview as Preview, NotePreviewRequest } from '@workspace/shared/notes/notes.schemas';
import { api } from '../../../lib/api-client';
import { noteKeys } from '../../../lib/query-keys';
import { NoteMarkdown } from './note-markdown';

/**
 * The form's preview: the server renders the content as the list will show it
 * (POST /api/notes/preview); its plain text shows until the answer comes, and stays when none does.
 */
export function NotePreview({ content }: { content: string }) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: noteKeys.preview(content),
    queryFn: () => api<Preview>('POST', '/api/notes/preview', { content } satisfies NotePreviewRequest),
    staleTime: Infinity,
    retry: false,
  });
  if (preview.data) return <NoteMarkdown html={preview.data.html} />;
  return (
    <>
      {preview.isError && (
        <Text size="sm" c="red" role="alert" mb="xs">
          {preview.error.message || t('notes.previewFailed')}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {content}
      </Text>
    </>
  );
}
