import { defineConfig } from 'vitest/config';

/* `npm test`: every suite that needs nothing but Node. e2e has its own config. */
export default defineConfig({ test: { projects: ['packages/shared', 'apps/server', 'apps/web'] } });
