import { Button, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiHeaders, download } from '../../lib/api-client';
import { formatFileSize } from '../../lib/file-size';
import i18n from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Dialog } from '../dialog';
import type { AttachmentFile } from './attachment-list';
import { FileTypeIcon } from './file-type-icon';
import en from './viewer-texts/en.json';
import tr from './viewer-texts/tr.json';

// The viewer's words come with its code, merged under `viewer`.
for (const [language, texts] of Object.entries({ en, tr }))
  i18n.addResourceBundle(language, 'translation', { viewer: texts }, true, false);

export type FileViewerProps = {
  /** Every file of the conversation, in the order of the timeline. */
  files: readonly AttachmentFile[];
  /** The one shown first. */
  startId: number;
  /** The download address of a file; its preview is that plus `/preview`. */
  hrefFor: (file: AttachmentFile) => string;
  onClose: () => void;
};

/*
 * An image is fetched from its preview address with the session's headers and shown from a blob
 * through <img>, which never runs script. A PDF is not rendered in the page (docs/decisions/042):
 * its name, size and a download stand in its place.
 */
function usePreview(file: AttachmentFile, href: string) {
  const [state, setState] = useState<{ id: number; url: string | null; failed: boolean }>({
    id: file.id,
    url: null,
    failed: false,
  });
  const isImage = file.mimeType.startsWith('image/');
  useEffect(() => {
    if (!isImage) return;
    let url: string | null = null;
    let isCurrent = true;
    void fetch(`${href}/preview`, { headers: apiHeaders() })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        url = URL.createObjectURL(await response.blob());
        if (isCurrent) setState({ id: file.id, url, failed: false });
      })
      .catch(() => isCurrent && setState({ id: file.id, url: null, failed: true }));
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.id, href, isImage]);
  return state.id === file.id ? state : { id: file.id, url: null, failed: false };
}

/** The files of a conversation in a dialog: next and previous (buttons and arrow keys), download, Escape closes. */
export function FileViewer({ files, startId, hrefFor, onClose }: FileViewerProps) {
  const { t, i18n: current } = useTranslation();
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      files.findIndex((file) => file.id === startId),
    ),
  );
  const file = files[index] ?? files[0]!;
  const href = hrefFor(file);
  const preview = usePreview(file, href);
  const move = (step: number) => setIndex((at) => (at + step + files.length) % files.length);
  // The arrow keys move wherever the focus is in the dialog (its close button, a button, the image).
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      if (step !== 0) setIndex((at) => (at + step + files.length) % files.length);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [files.length]);
  const save = async () => {
    try {
      await download(href, file.filename);
    } catch {
      toast.error(t('attachments.downloadFailed', { name: file.filename }));
    }
  };
  const isImage = file.mimeType.startsWith('image/');
  return (
    <Dialog
      opened
      onClose={onClose}
      returnFocus={false}
      size="xl"
      title={t('viewer.title', { name: file.filename, position: index + 1, count: files.length })}
    >
      <Stack gap="md" data-file-viewer>
        <Center mih={240} aria-live="polite">
          {isImage && preview.url && <Image src={preview.url} alt={file.filename} mah="65vh" w="auto" fit="contain" />}
          {isImage && !preview.url && !preview.failed && <Loader aria-label={t('viewer.loading')} />}
          {isImage && preview.failed && <Text c="dimmed">{t('viewer.failed')}</Text>}
          {!isImage && (
            <Stack align="center" gap="xs">
              <FileTypeIcon mimeType={file.mimeType} name={file.filename} size={48} />
              <Text fw={600}>{file.filename}</Text>
              <Text size="sm" c="dimmed">
                {formatFileSize(file.size, current.language)}
              </Text>
              <Text size="sm" ta="center" maw={420}>
                {t('viewer.pdf')}
              </Text>
            </Stack>
          )}
        </Center>
        <Text size="xs" c="dimmed" ta="center">
          {t('viewer.keys')}
        </Text>
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            onClick={() => move(-1)}
            disabled={files.length < 2}
          >
            {t('viewer.previous')}
          </Button>
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void save()}>
            {t('viewer.download')}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            onClick={() => move(1)}
            disabled={files.length < 2}
          >
            {t('viewer.next')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
