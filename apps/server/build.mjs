import { build } from 'esbuild';

/* Bundles the server and the shared package into dist/; npm packages stay external. */
await build({
  entryPoints: ['src/main.ts', 'src/cli.ts', { in: 'src/db/pglite-thread/worker.ts', out: 'pglite-worker' }],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@workspace/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
