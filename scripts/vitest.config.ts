import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/*
 * `npm run test:restart`: the real `npm start` on a fresh clone, twice, with Ctrl-C between
 * (restart.test.ts). Not part of `npm test`: it clones, installs and builds, a few minutes' work.
 * One file in a child process of its own (forks), so that its signal handlers can stop the
 * servers it started when the run is interrupted.
 */
export default defineConfig({
  test: {
    name: 'restart',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['restart.test.ts'],
    pool: 'forks',
    testTimeout: 900_000,
    hookTimeout: 900_000,
  },
});
