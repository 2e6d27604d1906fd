import '@testing-library/jest-dom/vitest';

/* jsdom lacks these; Mantine needs them. */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  }),
});
window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };

/* Testing Library unmounts after each test only when test globals exist; do it here. */
const { cleanup } = await import('@testing-library/react');
const { afterEach } = await import('vitest');
afterEach(() => cleanup());
