import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-utils';
import { FileViewer } from './file-viewer';

const files = [
  { id: 3, filename: 'screen.png', mimeType: 'image/png', size: 2048 },
  { id: 4, filename: 'report.pdf', mimeType: 'application/pdf', size: 4096 },
];

describe('FileViewer', () => {
  it('shows an image from its preview, moves between the files by button and arrow key, and closes on Escape', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:screen', revokeObjectURL: () => undefined }),
    );
    const onClose = vi.fn();
    const { fetch } = renderWithApp(
      <FileViewer
        files={files}
        startId={3}
        hrefFor={(file) => `/api/tickets/9/attachments/${file.id}`}
        onClose={onClose}
      />,
      { user: { id: 1, type: 'user' }, api: { 'GET /api/tickets/9/attachments/3/preview': new Response('png') } },
    );
    const dialog = await screen.findByRole('dialog', { name: 'screen.png (1 of 2)' });
    expect(await screen.findByRole('img', { name: 'screen.png' })).toHaveAttribute('src', 'blob:screen');
    expect(fetch.mock.calls[0]![0]).toBe('/api/tickets/9/attachments/3/preview');
    fireEvent.click(screen.getByRole('button', { name: 'Next file' }));
    expect(await screen.findByRole('dialog', { name: 'report.pdf (2 of 2)' })).toBeInTheDocument();
    expect(screen.getByText(/download it to open it in your PDF reader/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByText(/arrow keys/), { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'screen.png (1 of 2)' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByText(/arrow keys/), { key: 'ArrowLeft' });
    expect(await screen.findByRole('dialog', { name: 'report.pdf (2 of 2)' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
