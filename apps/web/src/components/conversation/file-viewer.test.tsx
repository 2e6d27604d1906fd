import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-utils';
import { FileViewer } from './file-viewer';
import { openPdf, UnreadablePdf, type OpenedPdf } from './pdf-render';

// The boundary to pdf.js: the viewer gives it the preview's bytes and canvases; what pdf.js draws is the browser suite's.
vi.mock('./pdf-render', () => ({
  openPdf: vi.fn(),
  UnreadablePdf: class UnreadablePdf extends Error {
    constructor(readonly locked: boolean) {
      super('unreadable');
    }
  },
}));

const files = [
  { id: 3, filename: 'screen.png', mimeType: 'image/png', size: 2048 },
  { id: 4, filename: 'report.pdf', mimeType: 'application/pdf', size: 4096 },
];

/** A PDF of `pageCount` pages whose drawing records the page, the canvas and the width asked for. */
function fakePdf(pageCount: number) {
  const drawn: { number: number; canvas: HTMLCanvasElement; width: number }[] = [];
  const pdf: OpenedPdf & { drawn: typeof drawn } = {
    pageCount,
    drawn,
    draw: (number, canvas, width) => {
      drawn.push({ number, canvas, width });
      return { done: Promise.resolve(), cancel: () => undefined };
    },
    close: vi.fn(),
  };
  return pdf;
}

const viewerOf = (startId: number, onClose = vi.fn()) =>
  renderWithApp(
    <FileViewer
      files={files}
      startId={startId}
      hrefFor={(file) => `/api/tickets/9/attachments/${file.id}`}
      onClose={onClose}
    />,
    {
      user: { id: 1, type: 'user' },
      api: {
        'GET /api/tickets/9/attachments/3/preview': new Response('png'),
        'GET /api/tickets/9/attachments/4/preview': new Response('%PDF-1.4 bytes'),
      },
    },
  );

beforeEach(() => {
  vi.mocked(openPdf).mockReset();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:screen', revokeObjectURL: () => undefined }));
});

describe('FileViewer', () => {
  it('shows an image from its preview, moves between the files by button and arrow key, and closes on Escape', async () => {
    vi.mocked(openPdf).mockResolvedValue(fakePdf(1));
    const onClose = vi.fn();
    const { fetch } = viewerOf(3, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'screen.png (1 of 2)' });
    expect(await screen.findByRole('img', { name: 'screen.png' })).toHaveAttribute('src', 'blob:screen');
    expect(fetch.mock.calls[0]![0]).toBe('/api/tickets/9/attachments/3/preview');
    fireEvent.click(screen.getByRole('button', { name: 'Next file' }));
    expect(await screen.findByRole('dialog', { name: 'report.pdf (2 of 2)' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Page 1 of 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByText(/arrow keys/), { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'screen.png (1 of 2)' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByText(/arrow keys/), { key: 'ArrowLeft' });
    expect(await screen.findByRole('dialog', { name: 'report.pdf (2 of 2)' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it("draws a PDF's pages from its preview's bytes into canvases, names them, and closes the document when another file is shown", async () => {
    const pdf = fakePdf(3);
    vi.mocked(openPdf).mockResolvedValue(pdf);
    const { fetch } = viewerOf(4);
    expect(await screen.findByText('3 pages')).toBeInTheDocument();
    expect(fetch.mock.calls.map((call) => call[0])).toEqual(['/api/tickets/9/attachments/4/preview']);
    expect(new TextDecoder().decode(vi.mocked(openPdf).mock.calls[0]![0])).toBe('%PDF-1.4 bytes');
    const pages = screen.getAllByRole('img', { name: /^Page \d of 3$/ });
    expect(pages.map((page) => page.tagName)).toEqual(['CANVAS', 'CANVAS', 'CANVAS']);
    await waitFor(() => expect(pdf.drawn.map((page) => page.number)).toEqual([1, 2, 3]));
    expect(pdf.drawn.map((page) => page.canvas)).toEqual(pages);
    expect(pdf.drawn.every((page) => page.width > 0)).toBe(true);
    expect(screen.queryByRole('button', { name: /more page/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous file' }));
    expect(await screen.findByRole('img', { name: 'screen.png' })).toBeInTheDocument();
    expect(pdf.close).toHaveBeenCalled();
  });

  it('draws the first five pages of a long PDF and five more on each "show more"', async () => {
    const pdf = fakePdf(12);
    vi.mocked(openPdf).mockResolvedValue(pdf);
    viewerOf(4);
    expect(await screen.findByText('12 pages')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Page \d+ of 12$/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more pages' }));
    expect(screen.getAllByRole('img', { name: /^Page \d+ of 12$/ })).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more pages' }));
    expect(screen.getAllByRole('img', { name: /^Page \d+ of 12$/ })).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /more page/ })).toBeNull();
    await waitFor(() => expect(pdf.drawn.map((page) => page.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
  });

  it('says so when pdf.js cannot read the file or it asks for a password, and keeps the download', async () => {
    vi.mocked(openPdf).mockRejectedValue(new UnreadablePdf(false));
    const { unmount } = viewerOf(4);
    expect(await screen.findByText(/This PDF could not be read here/)).toBeInTheDocument();
    expect(screen.getByText('report.pdf', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.queryByRole('img', { name: /^Page/ })).toBeNull();
    unmount();
    vi.mocked(openPdf).mockRejectedValue(new UnreadablePdf(true));
    viewerOf(4);
    expect(await screen.findByText(/This PDF is protected by a password/)).toBeInTheDocument();
  });
});
