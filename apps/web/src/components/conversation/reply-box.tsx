import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '@workspace/shared/common/limits';
import { AttachmentPicker } from './attachment-picker';

export type ReplyBoxProps = {
  /**
   * Sends the reply as multipart form data: text under `body`, files under `files`. A rejected
   * promise shows its message (the server's, already in the user's language) above the box.
   */
  onSend: (formData: FormData) => Promise<unknown>;
  label?: string;
  placeholder?: string;
  /** A line under the box, e.g. how soon support usually answers. */
  hint?: ReactNode;
  maxLength?: number;
};

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The message of a failed send: the body field's own message first, then the answer's. */
function describeSendError(error: unknown): string | undefined {
  const fields = (error as { fields?: Record<string, string> } | null)?.fields;
  if (fields?.body) return fields.body;
  return error instanceof Error && error.message ? error.message : undefined;
}

/** A text box with attachments and a send button; clears itself once the reply is stored. */
export function ReplyBox({ onSend, label, placeholder, hint, maxLength = COMMENT_MAX }: ReplyBoxProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new picker after a successful send also forgets the last pick's refusals.
  const [pickerKey, setPickerKey] = useState(0);
  const canSend = !isSending && (body.trim() !== '' || files.length > 0);

  const send = async () => {
    if (!canSend) return;
    const formData = new FormData();
    formData.append('body', body.trim());
    for (const file of files) formData.append('files', file, file.name);
    setIsSending(true);
    setError(null);
    try {
      await onSend(formData);
      setBody('');
      setFiles([]);
      setPickerKey((key) => key + 1);
    } catch (caught) {
      setError(describeSendError(caught) ?? t('attachments.reply.failed'));
    } finally {
      setIsSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)} closeButtonLabel={t('attachments.reply.dismiss')}>
          {error}
        </Alert>
      )}
      <Textarea
        label={label ?? t('attachments.reply.label')}
        placeholder={placeholder ?? t('attachments.reply.placeholder')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        disabled={isSending}
        maxLength={maxLength}
        autosize
        minRows={3}
        maxRows={12}
      />
      <AttachmentPicker key={pickerKey} files={files} onChange={setFiles} disabled={isSending} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('attachments.reply.shortcut', { key: isMac() ? '⌘' : 'Ctrl' })}
          </Text>
        </Stack>
        <Button leftSection={<IconSend size={16} />} onClick={() => void send()} disabled={!canSend} loading={isSending}>
          {t('attachments.reply.send')}
        </Button>
      </Group>
    </Stack>
  );
}
