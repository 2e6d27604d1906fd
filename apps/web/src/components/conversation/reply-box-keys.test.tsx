import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { ReplyBox } from './reply-box';

function renderBox(internalNotes: boolean) {
  render(
    <MantineProvider>
      <input aria-label="Elsewhere" />
      <ReplyBox onSend={vi.fn()} internalNotes={internalNotes} />
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('the support window keys', () => {
  it('r focuses the reply box, and i (staff) an internal note', async () => {
    const user = renderBox(true);
    await user.keyboard('r');
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveFocus();
    // In the box, the letters are text.
    await user.keyboard('ri');
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('ri');
    await user.click(document.body);
    await user.keyboard('i');
    expect(screen.getByRole('textbox', { name: 'Internal note (staff only)' })).toHaveFocus();
  });

  it('i does nothing for a customer, and neither key while typing elsewhere', async () => {
    const user = renderBox(false);
    await user.keyboard('i');
    expect(screen.getByRole('textbox', { name: 'Reply' })).not.toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.keyboard('r');
    expect(screen.getByRole('textbox', { name: 'Reply' })).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveValue('r');
  });
});
