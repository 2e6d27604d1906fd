import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils';
import { Dialog } from './dialog';

const src = path.resolve(import.meta.dirname, '..');
const sources = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: file.replaceAll('\\', '/'), text: fs.readFileSync(path.join(src, file), 'utf8') }));

describe('Dialog', () => {
  it('is a modal dialog named by its title, with a named close button, closed by Escape and by the button', async () => {
    const onClose = vi.fn();
    renderWithApp(
      <Dialog opened onClose={onClose} title="Edit company">
        <input aria-label="Name" data-autofocus />
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  /* Mantine's Modal (and @mantine/modals, built on it) imports its ScrollArea, which brings all of floating-ui to the login page (decision 035). */
  it("is the app's one way to show a dialog: nothing uses Mantine's Modal or @mantine/modals", () => {
    const found = sources
      .filter(({ text }) => /import \{[^}]*\bModal\b[^}]*\} from '@mantine\/core'|from '@mantine\/modals'/.test(text))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });
});
