import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Vite names every file under `assets/` by its content hash: a changed file is a new URL. */
export const HASHED_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so the browser asks again every time (a 304 when unchanged). */
export const PAGE_CACHE = 'no-cache';
/** Other files at the root (the favicon) keep their name across releases. */
export const OTHER_CACHE = 'public, max-age=86400';

/** The file a precompressed copy stands for: `app.js.br` is `app.js`. */
const ENCODED_SUFFIX = /\.(br|gz)$/;

/**
 * The built web app: its files, sent as the `.br` or `.gz` copy the build wrote beside them when the
 * browser takes that encoding, with a cache lifetime by kind of file. Not encapsulated: the SPA fallback
 * in the errors plugin answers client routes with `reply.sendFile('index.html')`, which goes through here too.
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const root = path.resolve(options.root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    // The copies are reached through their originals, never by their own URL.
    globIgnore: ['**/*.br', '**/*.gz'],
    // @fastify/send would write its own Cache-Control after setHeaders; the header below is the only one.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const file = path.relative(root, filePath).replace(ENCODED_SUFFIX, '').split(path.sep).join('/');
      const cache = file.startsWith('assets/') ? HASHED_CACHE : file.endsWith('.html') ? PAGE_CACHE : OTHER_CACHE;
      res.setHeader('cache-control', cache);
      // The same URL answers in several encodings; a shared cache must key on the request's Accept-Encoding.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  // setHeaders writes on the raw response, where a Vary the reply itself holds (CORS adds `Origin`) would
  // replace it when the head is written: the two are joined.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const own = reply.raw.getHeader('vary');
    const held = reply.getHeader('vary');
    if (typeof own === 'string' && typeof held === 'string' && held !== own) reply.header('vary', `${held}, ${own}`);
    done(null, payload);
  });
});
