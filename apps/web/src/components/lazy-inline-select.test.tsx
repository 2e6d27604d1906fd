import { act, fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { renderWithApp } from '../test-utils';
import { LazyInlineSelect } from './lazy-inline-select';

const options = [
  { value: 'pending', label: 'Pending', color: 'gray' },
  { value: 'inProgress', label: 'In progress', color: 'blue' },
];

/** As a list's column draws it: with the list's own `t`. */
function Lazy({ onChange, isReadOnly }: { onChange: (next: string) => Promise<void>; isReadOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <LazyInlineSelect
      t={t}
      value="pending"
      options={options}
      record="task"
      field="status"
      subject="Write the report"
      onChange={onChange}
      isReadOnly={isReadOnly}
    />
  );
}

function renderLazy(onChange: (next: string) => Promise<void>, isReadOnly = false) {
  renderWithApp(<Lazy onChange={onChange} isReadOnly={isReadOnly} />);
}

const input = () => screen.queryByLabelText('Status: Write the report', { selector: 'input' });

afterEach(() => void i18n.changeLanguage('en'));

describe('LazyInlineSelect', () => {
  it('shows the value in a closed combobox button, with no select behind it yet', () => {
    renderLazy(vi.fn());
    const button = screen.getByRole('combobox', { name: 'Status: Write the report' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('Pending');
    expect(input()).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says it is busy while the code of the select comes after a click', async () => {
    renderLazy(vi.fn());
    const button = screen.getByRole('combobox', { name: 'Status: Write the report' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await vi.waitFor(() => expect(input()).toHaveFocus());
  });

  it('a click puts the real select there, focused and open; choosing asks and then saves', async () => {
    const onChange = vi.fn().mockResolvedValue(undefined);
    renderLazy(onChange);
    fireEvent.click(screen.getByRole('combobox', { name: 'Status: Write the report' }));
    // The select's code comes on demand: the button stays, busy, until it is there.
    await vi.waitFor(() => expect(input()).toHaveFocus());
    expect(input()).toHaveValue('Pending');
    fireEvent.click(await screen.findByRole('option', { name: 'In progress' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('rowheader', { name: 'New' }).closest('tr')).toHaveTextContent('In progress');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('inProgress'));
  });

  it('the arrow keys open it from the keyboard, as a closed select would', async () => {
    renderLazy(vi.fn());
    const button = screen.getByRole('combobox', { name: 'Status: Write the report' });
    fireEvent.keyDown(button, { key: 'Tab' });
    expect(input()).toBeNull();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(input()).toHaveFocus());
    expect(await screen.findByRole('option', { name: 'In progress' })).toBeInTheDocument();
  });

  it('read-only shows the value alone, with nothing to activate', () => {
    renderLazy(vi.fn(), true);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names itself in the language chosen after it was drawn', async () => {
    renderLazy(vi.fn());
    expect(screen.getByRole('combobox', { name: 'Status: Write the report' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('tr'));
    expect(
      screen.getByRole('combobox', { name: `${i18n.t('list.change.label.status')}: Write the report` }),
    ).toBeInTheDocument();
    expect(i18n.t('list.change.label.status')).not.toBe('Status');
  });
});
