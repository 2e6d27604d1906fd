import { createTheme, defaultVariantColorsResolver, MantineProvider, type MantineThemeComponents } from '@mantine/core';
import type { ReactNode } from 'react';
import { HoverTipProvider } from '../components/hover-tip';
import { ToastHost } from '../components/toast-host';

/**
 * No select clears itself when its chosen option is picked again (Mantine's `allowDeselect`): a
 * prefilled assignee stays chosen; one that may be emptied has a clear button (`clearable`).
 */
export const SELECT_DEFAULTS = { allowDeselect: false } as const;

/*
 * Text meets WCAG AA contrast: the primary colour one shade darker than Mantine's default, dimmed
 * text in gray 7, filled badges and buttons pick black or white text by their background, and
 * light variants (status badges on a pale tint) write in dark gray, since a colour's darkest shade
 * on its own tint stays under 4.5:1 for yellow, green and teal (in dark mode, in near-white).
 * Badges in table cells keep their whole label (every dialog's close button is named by `Dialog`,
 * components/dialog.tsx). The overrides are plain objects, not
 * `Badge.extend(...)`: naming the components here would put their code on every page.
 */
const components: MantineThemeComponents = {
  Badge: { styles: { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } },
  Select: { defaultProps: SELECT_DEFAULTS },
};
const theme = createTheme({
  primaryShade: 8,
  autoContrast: true,
  variantColorResolver: (input) => {
    const colors = defaultVariantColorsResolver(input);
    return input.variant === 'light' ? { ...colors, color: 'var(--ws-light-variant-text)' } : colors;
  },
  components,
});

/** Mantine with the house theme, the toasts and the one tooltip: around the login page and the signed-in app alike. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      // Follows the system until the header's switch chooses; Mantine remembers the choice in local storage.
      defaultColorScheme="auto"
      cssVariablesResolver={() => ({
        variables: {},
        // Warning and success text: a dark shade on a light page, a light one on a dark page.
        light: {
          '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
          '--ws-light-variant-text': 'var(--mantine-color-dark-7)',
          '--ws-danger-text': 'var(--mantine-color-red-9)',
          '--ws-success-text': 'var(--mantine-color-teal-9)',
          // A field's error and its invalid text: Mantine's red 6 is 3.3:1 on white, under 4.5:1.
          '--mantine-color-error': 'var(--ws-danger-text)',
        },
        // On a dark page a tinted badge is dark: its text is light.
        // Mantine's dimmed grey on a dark page is under 4.5:1; one shade lighter reads well.
        dark: {
          '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
          '--ws-light-variant-text': 'var(--mantine-color-gray-1)',
          '--ws-danger-text': 'var(--mantine-color-red-4)',
          '--ws-success-text': 'var(--mantine-color-teal-4)',
          '--mantine-color-error': 'var(--ws-danger-text)',
        },
      })}
    >
      <ToastHost />
      <HoverTipProvider>{children}</HoverTipProvider>
    </MantineProvider>
  );
}
