import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { renderWithApp } from '../test-utils';
import { DateField } from './date-field';

afterEach(() => void i18n.changeLanguage('en'));

function Harness({ onChange, minDate }: { onChange: (value: string | null) => void; minDate?: string }) {
  const [value, setValue] = useState<string | null>('2026-11-27');
  return (
    <DateField
      label="Deadline"
      value={value}
      minDate={minDate}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The field as it stands in, then (focused) the real one once its code is in. */
async function reach(label: string): Promise<HTMLInputElement> {
  fireEvent.focus(screen.getByLabelText(label));
  await waitFor(() => expect(screen.getByLabelText(label)).not.toHaveAttribute('data-stand-in'));
  return screen.getByLabelText<HTMLInputElement>(label);
}

/* A date reads and is typed in the reader's form, never as the API's YYYY-MM-DD. */
describe('DateField', () => {
  it('shows and takes a date the English way', async () => {
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);
    expect(screen.getByLabelText('Deadline')).toHaveValue('11/27/2026');
    const field = await reach('Deadline');
    expect(field).toHaveValue('11/27/2026');
    expect(field).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    fireEvent.change(field, { target: { value: '12/3/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
    fireEvent.blur(field);
    await waitFor(() => expect(field).toHaveValue('12/03/2026'));
  });

  it('shows and takes a date the Turkish way', async () => {
    await i18n.changeLanguage('tr');
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);
    expect(screen.getByLabelText('Deadline')).toHaveValue('27.11.2026');
    const field = await reach('Deadline');
    expect(field).toHaveValue('27.11.2026');
    expect(field).toHaveAttribute('placeholder', 'GG.AA.YYYY');
    fireEvent.change(field, { target: { value: '3.12.2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
    fireEvent.blur(field);
    await waitFor(() => expect(field).toHaveValue('03.12.2026'));
  });

  it('says how to write a date that is not one, and keeps the date it had', async () => {
    await i18n.changeLanguage('tr');
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);
    const field = await reach('Deadline');
    fireEvent.change(field, { target: { value: '31.02.2026' } });
    fireEvent.blur(field);
    expect(await screen.findByText('Tarihi GG.AA.YYYY biçiminde girin, örneğin 27.11.2026.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(field).toHaveValue('27.11.2026'));
    // A good date clears the message.
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '28.11.2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28');
    await waitFor(() => expect(screen.queryByText(/biçiminde girin/)).not.toBeInTheDocument());
  });

  it('says which dates the field takes when a typed one is too early', async () => {
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} minDate="2026-11-20" />);
    const field = await reach('Deadline');
    fireEvent.change(field, { target: { value: '11/19/2026' } });
    fireEvent.blur(field);
    expect(await screen.findByText('Choose 11/20/2026 or a later date.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
