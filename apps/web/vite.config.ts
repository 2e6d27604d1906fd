import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkTiers } from './chunk-tiers.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text-like files worth compressing; images other than icons and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|ico|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a packet and costs a file. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, once, at the highest
 * levels: the server (@fastify/static `preCompressed`) sends them as they are, so no request pays
 * for compressing. A copy that is not smaller than the original is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'workspace-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // A failed build still closes the bundle, with nothing written.
      if (!fs.existsSync(outDir)) return;
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const source = fs.readFileSync(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig(({ mode }) => {
  const tiers = chunkTiers(import.meta.dirname, mode);
  return {
    plugins: [react(), ...(tiers.planning ? [] : [precompress()]), tiers.plugin],
    server: {
      // API_TARGET lets several dev servers run side by side against different API ports.
      proxy: { '/api': apiTarget, '/sanctum': apiTarget },
    },
    build: {
      // The plan pass only reads its chunks (chunk-tiers.ts): nothing is written.
      ...(tiers.planning
        ? { write: false, outDir: 'dist-plan', emptyOutDir: false }
        : { outDir: 'dist', emptyOutDir: true }),
      rolldownOptions: { output: { codeSplitting: { groups: tiers.groups } } },
    },
  };
});
