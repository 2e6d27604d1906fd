import { Badge, Button } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';

/*
 * The theme's colours for text on a tint (WCAG AA, 4.5:1). On Mantine's own hover tint (a colour's
 * shade 2) a subtle button's label measured 4.0:1 in blue and 3.8:1 in red; on shade 1 (the light
 * variant's resting tint) 4.9 and 4.5. A light badge writes in dark grey on its tint.
 */
describe('the theme', () => {
  it.each([
    { label: 'primary (blue)', color: undefined, hover: 'var(--mantine-color-blue-light)' },
    { label: 'red', color: 'red', hover: 'var(--mantine-color-red-light)' },
  ])('tints a subtle $label button on hover with its light shade, its label in its own colour', ({ color, hover }) => {
    render(
      <Providers>
        <Button variant="subtle" color={color}>
          Hide table
        </Button>
      </Providers>,
    );
    const button = screen.getByRole('button', { name: 'Hide table' });
    expect(button.style.getPropertyValue('--button-hover')).toBe(hover);
    expect(button.style.getPropertyValue('--button-color')).toBe(`var(--mantine-color-${color ?? 'blue'}-light-color)`);
  });

  it('writes a light badge in the dark grey its tint needs', () => {
    render(
      <Providers>
        <Badge variant="light">In progress</Badge>
      </Providers>,
    );
    // The label's box is inside the badge's, which carries the colours.
    const badge = screen.getByText('In progress').parentElement!;
    expect(badge.style.getPropertyValue('--badge-color')).toBe('var(--ws-light-variant-text)');
  });
});
