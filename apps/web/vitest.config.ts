import type { InlineConfig } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/*
 * A component test waits for React, the router and the field code fetched on demand; on a busy
 * machine (CI runs another suite beside this one) that can pass vitest's default 5 s.
 *
 * A worker imports React, Mantine and the app once for all its files (`isolate: false`): jsdom's
 * module imports were about 116 s of the unit suite's time on 2 cores, which CI's 14-minute budget
 * cannot spare. The files below test what happens on a module's first load (code fetched on demand,
 * state a module keeps, the login page's own start), so they run isolated, in the `web-first-load`
 * project (vitest.first-load.config.ts).
 */
export const FIRST_LOAD = [
  'src/components/lazy-inline-select.test.tsx',
  'src/lib/list-api.test.ts',
  'src/features/auth/login-page.test.tsx',
];

export const jsdomTests = {
  environment: 'jsdom',
  setupFiles: ['src/test-setup.ts'],
  testTimeout: 15_000,
} satisfies InlineConfig;

export default defineConfig({
  test: {
    ...jsdomTests,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...FIRST_LOAD],
    isolate: false,
  },
});
