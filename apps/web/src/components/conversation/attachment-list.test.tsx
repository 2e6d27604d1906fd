import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, type ApiStubs } from '../../test-utils';
import { AttachmentList } from './attachment-list';

const attachments = [
  { id: 3, filename: 'Teklif_Şubat.pdf', mimeType: 'application/pdf', size: 250 * 1024 },
  { id: 4, filename: 'screen.png', mimeType: 'image/png', size: 800 },
];

function renderList(api: ApiStubs = {}) {
  return renderWithApp(
    <AttachmentList attachments={attachments} hrefFor={(file) => `/api/tasks/7/attachments/${file.id}`} />,
    { api },
  );
}

describe('AttachmentList', () => {
  it('shows each file with a readable size', () => {
    renderList();
    expect(screen.getByRole('button', { name: /Teklif_Şubat\.pdf/ })).toHaveTextContent('250 kB');
    expect(screen.getByRole('button', { name: /screen\.png/ })).toHaveTextContent('800 bytes');
  });

  it('downloads a file under its original, non-ASCII name', async () => {
    const file = new Response('%PDF-1.4', {
      headers: {
        'Content-Disposition': `attachment; filename="Teklif_Subat.pdf"; filename*=UTF-8''Teklif_%C5%9Eubat.pdf`,
      },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} }));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });

    const { fetch: fetchMock } = renderList({ 'GET /api/tasks/7/attachments/3': file });
    await userEvent.click(screen.getByRole('button', { name: /Teklif_Şubat\.pdf/ }));

    await waitFor(() => expect(names).toEqual(['Teklif_Şubat.pdf']));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/tasks/7/attachments/3');
    click.mockRestore();
  });

  it('says which download failed', async () => {
    renderWithApp(<AttachmentList attachments={attachments} hrefFor={(file) => `/x/${file.id}`} />, {
      api: { 'GET /x/*': new Response('{}', { status: 404 }) },
    });
    await userEvent.click(screen.getByRole('button', { name: /screen\.png/ }));
    expect(await screen.findByText('Failed to download screen.png')).toBeInTheDocument();
  });
});
