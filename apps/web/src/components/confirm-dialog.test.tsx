import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { renderWithApp } from '../test-utils';
import { confirmAction, confirmChange } from './confirm-dialog';

async function openChange() {
  renderWithApp(<div />);
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirmChange({
      record: 'task',
      field: 'status',
      subject: 'Write the report',
      from: 'Pending',
      to: 'In progress',
    });
  });
  const dialog = await screen.findByRole('dialog');
  return { answer, dialog };
}

describe('confirmChange', () => {
  it('shows the field, the subject, the old and the new value', async () => {
    const { dialog } = await openChange();
    expect(within(dialog).getByText('Confirm the change')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Change the status of “Write the report” from Pending to In progress?'),
    ).toBeInTheDocument();
    const current = within(dialog).getByRole('rowheader', { name: 'Current' }).closest('tr')!;
    const next = within(dialog).getByRole('rowheader', { name: 'New' }).closest('tr')!;
    expect(current).toHaveTextContent('Pending');
    expect(next).toHaveTextContent('In progress');
  });

  it('asks in Turkish as a sentence that needs no suffix after the name', async () => {
    await i18n.changeLanguage('tr');
    try {
      renderWithApp(<div />);
      act(() => {
        void confirmChange({
          record: 'ticket',
          field: 'assignee',
          subject: 'Yazıcı arızası',
          from: null,
          to: 'Can Özkan',
        });
      });
      const dialog = await screen.findByRole('dialog');
      expect(
        within(dialog).getByText('“Yazıcı arızası” talebinin atanan kişisi Kimse → Can Özkan olarak değiştirilsin mi?'),
      ).toBeInTheDocument();
      expect(within(dialog).getByTestId('confirm-old-value')).toHaveTextContent('Kimse');
      expect(within(dialog).getByTestId('confirm-new-value')).toHaveTextContent('Can Özkan');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('resolves true when confirmed and closes', async () => {
    const { answer, dialog } = await openChange();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false when cancelled', async () => {
    const { answer, dialog } = await openChange();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false when closed with Escape', async () => {
    const { answer, dialog } = await openChange();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });
});

describe('confirmAction', () => {
  it('asks with the given title and confirm label, and resolves true on confirm', async () => {
    renderWithApp(<div />);
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmAction({ title: 'Delete “Apollo”?', message: 'This cannot be undone.', confirmLabel: 'Delete' });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
  });
});
