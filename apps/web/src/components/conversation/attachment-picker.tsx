import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_COMMENT } from '@workspace/shared/common/limits';
import { ATTACHMENT_ACCEPT, checkAttachments, type AttachmentRejection } from '../../lib/attachment-checks';
import { formatFileSize } from '../../lib/file-size';
import { FileTypeIcon } from './file-type-icon';

export type AttachmentPickerProps = {
  /** The chosen files; the picker is controlled. */
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  maxFiles?: number;
  maxBytes?: number;
};

/**
 * Choose PNG, JPG or PDF files by button or drag and drop. Wrong files are refused here, each
 * with its own message, so nothing is uploaded only to be rejected.
 */
export function AttachmentPicker({
  files,
  onChange,
  disabled = false,
  maxFiles = ATTACHMENTS_PER_COMMENT,
  maxBytes = ATTACHMENT_MAX_BYTES,
}: AttachmentPickerProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejections, setRejections] = useState<AttachmentRejection[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const maxSize = formatFileSize(maxBytes, i18n.language);

  const addFiles = (incoming: readonly File[]) => {
    if (disabled || incoming.length === 0) return;
    const { accepted, rejected } = checkAttachments(files, incoming, { maxFiles, maxBytes });
    setRejections(rejected);
    if (accepted.length > 0) onChange([...files, ...accepted]);
  };

  const removeFile = (file: File) => {
    setRejections([]);
    onChange(files.filter((other) => other !== file));
  };

  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault(); // allows the drop
    setIsDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        p="xs"
        radius="md"
        data-testid="attachment-drop-zone"
        onDragOver={onDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderColor: isDragging ? 'var(--mantine-color-blue-filled)' : undefined,
          background: isDragging ? 'var(--mantine-color-blue-light)' : undefined,
        }}
      >
        <Group gap="xs" wrap="wrap">
          <IconPaperclip size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {isDragging ? t('attachments.dropActive') : t('attachments.dropHere')}
          </Text>
          <Button size="compact-sm" variant="light" disabled={disabled} onClick={() => inputRef.current?.click()}>
            {t('attachments.choose')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('attachments.hint', { size: maxSize, max: maxFiles })}
          </Text>
        </Group>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          accept={ATTACHMENT_ACCEPT}
          aria-label={t('attachments.choose')}
          disabled={disabled}
          onChange={(event) => {
            addFiles(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = ''; // the same file can be picked again after removing it
          }}
        />
      </Paper>

      {files.length > 0 && (
        <Stack gap={4} component="ul" aria-label={t('attachments.chosen')} m={0} p={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <Group key={`${file.name}-${file.size}-${file.lastModified}`} component="li" gap="xs" wrap="nowrap">
              <FileTypeIcon mimeType={file.type} name={file.name} />
              <Text size="sm" truncate="end" maw={320}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size, i18n.language)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                disabled={disabled}
                aria-label={t('attachments.remove', { name: file.name })}
                onClick={() => removeFile(file)}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}

      {rejections.length > 0 && (
        <Stack gap={2} role="alert">
          {rejections.map((rejection, index) => (
            <Text key={`${rejection.name}-${index}`} size="sm" c="var(--ws-danger-text)">
              {t(`attachments.rejected.${rejection.reason}`, { name: rejection.name, size: maxSize, max: maxFiles })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
