import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test-utils';
import { InlineSelect } from './inline-select';

const options = [
  { value: 'pending', label: 'Pending', color: 'gray' },
  { value: 'inProgress', label: 'In progress', color: 'blue' },
];

function renderSelect(onChange: (next: string) => Promise<void>, isReadOnly = false) {
  renderWithApp(
    <InlineSelect
      value="pending"
      options={options}
      record="task"
      field="status"
      subject="Write the report"
      onChange={onChange}
      isReadOnly={isReadOnly}
    />,
  );
  return screen.queryByLabelText('Status: Write the report', { selector: 'input' }) as HTMLInputElement | null;
}

async function choose(input: HTMLInputElement, label: string) {
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: label }));
  return screen.findByRole('dialog');
}

describe('InlineSelect', () => {
  it('asks with the old and new value, and saves only on confirm', async () => {
    const onChange = vi.fn().mockResolvedValue(undefined);
    const input = renderSelect(onChange)!;
    expect(input).toHaveValue('Pending');
    const dialog = await choose(input, 'In progress');
    expect(within(dialog).getByRole('rowheader', { name: 'Current' }).closest('tr')).toHaveTextContent('Pending');
    expect(within(dialog).getByRole('rowheader', { name: 'New' }).closest('tr')).toHaveTextContent('In progress');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('inProgress'));
  });

  it('cancel keeps the old value and saves nothing', async () => {
    const onChange = vi.fn().mockResolvedValue(undefined);
    const input = renderSelect(onChange)!;
    const dialog = await choose(input, 'In progress');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('Pending');
  });

  it('shows the new value while saving and the old one again when saving fails', async () => {
    let fail!: () => void;
    const onChange = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = () => reject(new Error('nope'));
        }),
    );
    const input = renderSelect(onChange)!;
    fireEvent.click(within(await choose(input, 'In progress')).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(input).toHaveValue('In progress'));
    await act(async () => fail());
    expect(input).toHaveValue('Pending');
  });

  it('read-only shows the value without a control', () => {
    const input = renderSelect(vi.fn(), true);
    expect(input).toBeNull();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});
