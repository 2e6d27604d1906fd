import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../lib/api-client';
import { formatFileSize } from '../../lib/file-size';
import { toast } from '../../lib/toast';
import { FileTypeIcon } from './file-type-icon';

/** What a list needs of a stored attachment; task and ticket attachments both fit. */
export type AttachmentFile = { id: number; filename: string; mimeType: string; size: number };

export type AttachmentListProps = {
  attachments: readonly AttachmentFile[];
  /** The download address of one attachment, e.g. `/api/tasks/7/attachments/3`. */
  hrefFor: (attachment: AttachmentFile) => string;
  /** With it, a click opens the file in the viewer (which downloads it too) instead of downloading it. */
  onOpen?: (attachment: AttachmentFile) => void;
};

/** Stored files as chips; a click downloads the file under its original name. */
export function AttachmentList({ attachments, hrefFor, onOpen }: AttachmentListProps) {
  const { t, i18n } = useTranslation();
  const [loadingId, setLoadingId] = useState<number | null>(null);
  if (attachments.length === 0) return null;

  const downloadFile = async (attachment: AttachmentFile) => {
    setLoadingId(attachment.id);
    try {
      await download(hrefFor(attachment), attachment.filename);
    } catch {
      toast.error(t('attachments.downloadFailed', { name: attachment.filename }));
    } finally {
      setLoadingId(null);
    }
  };

  return (
    <Group gap="xs" component="ul" aria-label={t('attachments.list')} m={0} p={0} style={{ listStyle: 'none' }}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <Button
            variant="default"
            radius="xl"
            size="compact-sm"
            title={onOpen ? undefined : t('attachments.download', { name: attachment.filename })}
            loading={loadingId === attachment.id}
            leftSection={<FileTypeIcon mimeType={attachment.mimeType} name={attachment.filename} />}
            rightSection={
              <span style={{ opacity: 0.65, fontWeight: 400 }}>{formatFileSize(attachment.size, i18n.language)}</span>
            }
            onClick={() => (onOpen ? onOpen(attachment) : void downloadFile(attachment))}
            styles={{ label: { maxWidth: 260 } }}
          >
            {attachment.filename}
          </Button>
        </li>
      ))}
    </Group>
  );
}
