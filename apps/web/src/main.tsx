import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Badge, createTheme, defaultVariantColorsResolver, MantineProvider, Modal } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { TOAST } from '@workspace/shared/common/limits';
import { useTranslation } from 'react-i18next';
import { loadStartLanguage } from './lib/i18n';
import { prefetchMe, queryClient } from './lib/session';
import { createAppRouter } from './app/router';

// First the session check, then the texts and the router, which starts fetching the screen's code:
// /api/me is not queued behind a dozen chunk requests on the browser's few connections.
prefetchMe();
const textsReady = loadStartLanguage();
const router = createAppRouter();

/*
 * Text meets WCAG AA contrast: the primary colour one shade darker than Mantine's default, dimmed
 * text in gray 7, filled badges and buttons pick black or white text by their background, and
 * light variants (status badges on a pale tint) write in dark gray, since a colour's darkest shade
 * on its own tint stays under 4.5:1 for yellow, green and teal (in dark mode, in near-white).
 * Badges in table cells keep their whole label; every dialog's close button is named, in the
 * user's language (Mantine's has only an icon).
 */
function useTheme() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      createTheme({
        primaryShade: 8,
        autoContrast: true,
        variantColorResolver: (input) => {
          const colors = defaultVariantColorsResolver(input);
          return input.variant === 'light' ? { ...colors, color: 'var(--ws-light-variant-text)' } : colors;
        },
        components: {
          Badge: Badge.extend({ styles: { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } }),
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } } }),
        },
      }),
    [t],
  );
}

function App() {
  return (
    <MantineProvider
      theme={useTheme()}
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
        },
        // On a dark page a tinted badge is dark: its text is light.
        // Mantine's dimmed grey on a dark page is under 4.5:1; one shade lighter reads well.
        dark: {
          '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
          '--ws-light-variant-text': 'var(--mantine-color-gray-1)',
          '--ws-danger-text': 'var(--mantine-color-red-4)',
          '--ws-success-text': 'var(--mantine-color-teal-4)',
        },
      })}
    >
      <QueryClientProvider client={queryClient}>
        <Notifications position={TOAST.position} autoClose={TOAST.autoCloseMs} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

// The first paint is in the reader's language; without its texts (a failed download) the app still starts.
void textsReady
  .catch((error: unknown) => console.error('loading the texts failed', error))
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
