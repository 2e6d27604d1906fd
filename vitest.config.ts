import os from 'node:os';
import { defineConfig } from 'vitest/config';

/*
 * `npm test`: every suite that needs nothing but Node. e2e has its own config.
 * A worker per core: vitest's default leaves one core to itself (one worker on a 2-core machine),
 * but its own process idles while the files run, so both cores would otherwise do half the work.
 */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'apps/web/vitest.first-load.config.ts'],
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
