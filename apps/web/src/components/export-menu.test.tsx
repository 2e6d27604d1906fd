import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { toast } from '../lib/toast';
import { ExportMenu } from './data-table';

/* The export button: progress while the file comes, no second export on a second press. */
describe('ExportMenu', () => {
  it('shows the format and the bytes received while exporting, refuses a second press, and comes back when done', async () => {
    let finish!: () => void;
    let progress!: (bytes: number) => void;
    const onExport = vi.fn((_format: string, onProgress: (bytes: number) => void) => {
      progress = onProgress;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    render(
      <MantineProvider>
        <ExportMenu onExport={onExport} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    const busy = await screen.findByRole('button', { name: /Exporting PDF/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => progress(300 * 1024));
    expect(screen.getByRole('button', { name: 'Exporting PDF… 300 kB' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Exporting PDF/ }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(onExport.mock.calls[0]![0]).toBe('pdf');
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
  });

  it('says "Export failed" when the download fails, and comes back', async () => {
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => undefined as never);
    const onExport = vi.fn(() => Promise.reject(new Error('network')));
    render(
      <MantineProvider>
        <ExportMenu onExport={onExport} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    expect(failed).toHaveBeenCalledWith('Export failed');
    failed.mockRestore();
  });
});
