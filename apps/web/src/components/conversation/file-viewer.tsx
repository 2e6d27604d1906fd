import { Box, Button, Center, Image, Loader, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiHeaders, download } from '../../lib/api-client';
import { formatFileSize } from '../../lib/file-size';
import i18n from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Dialog } from '../dialog';
import type { AttachmentFile } from './attachment-list';
import { FileTypeIcon } from './file-type-icon';
import classes from './file-viewer.module.css';
import type { OpenedPdf } from './pdf-render';
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
 * A file is fetched from its preview address with the session's headers (docs/decisions/042). An
 * image is shown from a blob through <img>, which never runs script; a PDF's pages are drawn into
 * canvases by pdf.js, loaded with `pdf-render` the first time a PDF is shown (docs/decisions/045).
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
  const { t } = useTranslation();
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
          {!isImage && <PdfPreview key={file.id} file={file} href={href} />}
        </Center>
        <Text size="xs" c="dimmed" ta="center">
          {t('viewer.keys')}
        </Text>
        <div className={classes.controls}>
          <Button
            className={classes.previous}
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            onClick={() => move(-1)}
            disabled={files.length < 2}
          >
            {t('viewer.previous')}
          </Button>
          <Button
            className={classes.download}
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void save()}
          >
            {t('viewer.download')}
          </Button>
          <Button
            className={classes.next}
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            onClick={() => move(1)}
            disabled={files.length < 2}
          >
            {t('viewer.next')}
          </Button>
        </div>
      </Stack>
    </Dialog>
  );
}

/** Pages drawn at first, and drawn more on each "show more". */
export const PDF_PAGE_STEP = 5;
/** The widest a page is drawn, in CSS pixels (the dialog is narrower on a laptop). */
const PDF_MAX_WIDTH = 900;

type PdfState =
  | { status: 'loading' }
  | { status: 'open'; pdf: OpenedPdf }
  | { status: 'failed'; reason: 'fetch' | 'unreadable' | 'locked' };

/** A PDF's pages drawn one under the other (the first PDF_PAGE_STEP, more on demand); its name, size and why when it cannot be. */
function PdfPreview({ file, href }: { file: AttachmentFile; href: string }) {
  const { t, i18n: current } = useTranslation();
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  const [shown, setShown] = useState(PDF_PAGE_STEP);
  const pagesRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    let opened: OpenedPdf | null = null;
    const load = async () => {
      const response = await fetch(`${href}/preview`, { headers: apiHeaders() });
      if (!response.ok) throw new Error(String(response.status));
      const [bytes, { openPdf, UnreadablePdf }] = await Promise.all([response.arrayBuffer(), import('./pdf-render')]);
      try {
        opened = await openPdf(new Uint8Array(bytes));
      } catch (error) {
        if (!(error instanceof UnreadablePdf)) throw error;
        if (isCurrent) setState({ status: 'failed', reason: error.locked ? 'locked' : 'unreadable' });
        return;
      }
      if (isCurrent) setState({ status: 'open', pdf: opened });
      else opened.close();
    };
    load().catch(() => isCurrent && setState({ status: 'failed', reason: 'fetch' }));
    return () => {
      isCurrent = false;
      opened?.close();
    };
  }, [href]);
  // The pages are drawn as wide as the viewer is when they first show (a narrower screen scales them down).
  useLayoutEffect(() => {
    if (state.status === 'open' && pagesRef.current)
      setWidth(Math.min(PDF_MAX_WIDTH, pagesRef.current.clientWidth || PDF_MAX_WIDTH));
  }, [state.status]);

  if (state.status === 'loading') return <Loader aria-label={t('viewer.loading')} />;
  if (state.status === 'failed')
    return (
      <Stack align="center" gap="xs">
        <FileTypeIcon mimeType={file.mimeType} name={file.filename} size={48} />
        <Text fw={600}>{file.filename}</Text>
        <Text size="sm" c="dimmed">
          {formatFileSize(file.size, current.language)}
        </Text>
        <Text size="sm" ta="center" maw={420}>
          {t(
            state.reason === 'locked'
              ? 'viewer.pdfLocked'
              : state.reason === 'unreadable'
                ? 'viewer.pdfUnreadable'
                : 'viewer.failed',
          )}
        </Text>
      </Stack>
    );
  const { pdf } = state;
  const count = Math.min(shown, pdf.pageCount);
  const more = Math.min(PDF_PAGE_STEP, pdf.pageCount - count);
  return (
    <Stack gap="xs" w="100%">
      <Text size="sm" c="dimmed" ta="center">
        {t('viewer.pageCount', { count: pdf.pageCount })}
      </Text>
      {/* Focusable, so that the pages scroll by keyboard too. */}
      <Box
        ref={pagesRef}
        tabIndex={0}
        role="group"
        aria-label={t('viewer.pages', { name: file.filename })}
        mah="62vh"
        p="xs"
        bg="var(--mantine-color-default-hover)"
        style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Stack gap="xs" align="center">
          {width > 0 &&
            Array.from({ length: count }, (_, at) => <PdfPage key={at} pdf={pdf} number={at + 1} width={width} />)}
          {more > 0 && (
            <Button
              variant="default"
              leftSection={<IconChevronDown size={16} aria-hidden />}
              onClick={() => setShown((before) => before + PDF_PAGE_STEP)}
            >
              {t('viewer.showMore', { count: more })}
            </Button>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

/** One page, drawn into its canvas once it shows; a page pdf.js cannot draw says so. */
function PdfPage({ pdf, number, width }: { pdf: OpenedPdf; number: number; width: number }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<boolean | 'failed'>(false);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const drawing = pdf.draw(number, canvas, width);
    let isCurrent = true;
    drawing.done.then(
      () => isCurrent && setDrawn(true),
      () => isCurrent && setDrawn('failed'),
    );
    return () => {
      isCurrent = false;
      drawing.cancel();
    };
  }, [pdf, number, width]);
  const name = t('viewer.page', { number, count: pdf.pageCount });
  if (drawn === 'failed')
    return (
      <Text size="sm" c="dimmed" py="md">
        {t('viewer.pageFailed', { number })}
      </Text>
    );
  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={name}
      data-drawn={drawn || undefined}
      style={{
        display: 'block',
        width: '100%',
        maxWidth: width,
        height: 'auto',
        background: 'white',
        boxShadow: 'var(--mantine-shadow-xs)',
      }}
    />
  );
}
