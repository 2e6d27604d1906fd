import { defineConfig } from 'vitest/config';

/*
 * A component test waits for React, the router and the field code fetched on demand; on a busy
 * machine (CI runs another suite beside this one) that can pass vitest's default 5 s.
 */
export default defineConfig({
  test: { name: 'web', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['src/test-setup.ts'], testTimeout: 15_000 },
});
