import {
  createTheme,
  defaultVariantColorsResolver,
  MantineProvider,
  parseThemeColor,
  type MantineThemeComponents,
} from '@mantine/core';
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
    if (input.variant === 'light') return { ...colors, color: 'var(--ws-light-variant-text)' };
    // A subtle button's label keeps its colour on hover, so the tint under it is the light variant's
    // resting one: on Mantine's hover tint (shade 2) blue text is 4.0:1 and red 3.8:1, on shade 1 4.9 and 4.5.
    if (input.variant === 'subtle') {
      const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
      if (parsed.isThemeColor && parsed.shade === undefined)
        return { ...colors, hover: `var(--mantine-color-${parsed.color}-light)` };
    }
    return colors;
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
