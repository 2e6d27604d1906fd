import { defineConfig } from 'vitest/config';
import { FIRST_LOAD, jsdomTests } from './vitest.config.ts';

/* The web tests of a module's first load, each file in a fresh module graph (see vitest.config.ts). */
export default defineConfig({ test: { ...jsdomTests, name: 'web-first-load', include: FIRST_LOAD, isolate: true } });
