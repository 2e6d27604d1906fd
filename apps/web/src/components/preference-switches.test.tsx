import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { LanguageSwitch } from './preference-switches';

/* A window as wide as a phone (390 px) or a laptop, as far as Mantine's media queries ask. */
const originalMatchMedia = window.matchMedia;
function screenWidth(px: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    return { ...originalMatchMedia(query), matches: max ? px <= Number(max[1]) * 16 : false };
  }) as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('LanguageSwitch', () => {
  it("in a phone's header: each language's code, its name on hover", async () => {
    screenWidth(390);
    renderWithApp(<LanguageSwitch short />);
    const turkish = await screen.findByRole('button', { name: 'TR' });
    expect(turkish).toHaveAttribute('title', 'Türkçe');
    expect(turkish).toHaveAttribute('lang', 'tr');
    expect(screen.getByRole('button', { name: 'EN', pressed: true })).toHaveAttribute('title', 'English');
  });

  it('on a laptop, and on the login page at any width: the names in full', () => {
    screenWidth(1366);
    const { unmount } = renderWithApp(<LanguageSwitch short />);
    expect(screen.getByRole('button', { name: 'Türkçe' })).toHaveTextContent(/^Türkçe$/);
    unmount();
    screenWidth(390);
    renderWithApp(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'English', pressed: true })).toBeInTheDocument();
  });
});
