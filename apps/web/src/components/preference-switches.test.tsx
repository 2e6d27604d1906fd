import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../lib/i18n';
import { ColorSchemeSwitch } from './preference-switches';

/* Dark mode: follows the system until chosen; the header's switch chooses, and the choice is remembered. */
describe('ColorSchemeSwitch', () => {
  it('switches to dark and back, remembering the choice on this browser', async () => {
    localStorage.removeItem('mantine-color-scheme-value');
    render(
      <MantineProvider defaultColorScheme="light">
        <ColorSchemeSwitch />
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('light');
  });
});
