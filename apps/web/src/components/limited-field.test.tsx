import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../lib/i18n';
import { LimitedTextInput } from './limited-field';

function Field() {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <LimitedTextInput
        label="Name"
        limit={10}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    </MantineProvider>
  );
}

/* A limit never cuts what is typed: a counter near it, a message past it. */
describe('LimitedTextInput', () => {
  it('shows no counter far from the limit, a counter from 80% on, and keeps all of a paste past it with a message', () => {
    render(<Field />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('maxlength');
    fireEvent.change(input, { target: { value: 'abcdefg' } });
    expect(screen.queryByText('7 / 10')).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'abcdefgh' } });
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'abcdefghijklm' } });
    expect(input).toHaveValue('abcdefghijklm');
    expect(screen.getByText('13 / 10')).toBeInTheDocument();
    expect(screen.getByText('3 characters too many: at most 10')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
