import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

/* A field's code fetched on demand takes a moment in jsdom too (more on a busy machine): wait up to 3 s for what appears. */
configure({ asyncUtilTimeout: 3_000 });

/* jsdom lacks these; Mantine needs them. A test that runs in Node (a bundle's check, `@vitest-environment node`) has no DOM to add them to. */
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  /* Mantine's auto-growing Textarea listens for font loading. */
  if (!document.fonts) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
  }
}

/* Tests switch between both languages at will: both sets of texts are in before any test. */
const { default: i18n, loadLanguage } = await import('./lib/i18n');
await Promise.all([loadLanguage('en'), loadLanguage('tr')]);

/*
 * A worker runs many files in one document and one module graph (vitest.config.ts, `isolate:
 * false`), and this file runs before each of them: every file starts in English on an empty page,
 * with nothing stored, no toast, and nothing a previous file's dialog left on the body (hidden
 * siblings, a scroll lock).
 */
if (typeof window !== 'undefined') {
  document.body.replaceChildren();
  for (const attribute of [...document.body.attributes]) document.body.removeAttribute(attribute.name);
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = 'en';
}
await i18n.changeLanguage('en');
/* Mantine's toasts are one store per module graph: a previous file's would fill its limit and queue this file's. */
const { notifications } = await import('@mantine/notifications');
notifications.clean();
notifications.cleanQueue();

/* Testing Library unmounts after each test only when test globals exist; do it here. */
const { cleanup } = await import('@testing-library/react');
const { afterEach } = await import('vitest');
afterEach(() => cleanup());

/*
 * What fields fetch on demand (on-demand.ts) is compiled before the tests, so a test waits for
 * React rather than the compiler; it is still fetched only when a field asks for it.
 */
await Promise.all([
  import('./components/select'),
  import('./components/tooltip'),
  import('./components/dropdown-menu'),
  import('./components/inline-select'),
]);
