import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestApp, TEST_APP_KEY, type TestApp } from './helpers';

/*
 * The built web app as the server sends it: the `.br`/`.gz` copy the build wrote when the browser
 * takes it, hashed files cached for a year, index.html (also as the answer to client routes) always
 * revalidated, and a real favicon. The dist is made here, so the test does not need a web build.
 */

const HASHED = 'public, max-age=31536000, immutable';
const INDEX_HTML =
  '<!doctype html><html><head><title>Workspace</title></head><body><div id="root"></div></body></html>';
// Big and repetitive enough that each copy is a fraction of it, and distinct: each copy is told apart.
const APP_JS = Array.from({ length: 200 }, (_, i) => `export const value${i} = 'row ${i} of the app chunk';`).join(
  '\n',
);
const APP_CSS = 'body{margin:0}';
const FAVICON = fs.readFileSync(path.resolve(__dirname, '../../web/public/favicon.ico'));

let dist: string;
let t: TestApp;
let app: FastifyInstance;
let corsApp: FastifyInstance;

function get(url: string, headers: Record<string, string> = {}, on: FastifyInstance = app) {
  return on.inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'workspace-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'favicon.ico'), FAVICON);
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), APP_JS);
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), zlib.gzipSync(APP_JS));
  // Too small for the build to compress: no copies beside it.
  fs.writeFileSync(path.join(dist, 'assets/style-def456.css'), APP_CSS);

  t = await createTestApp();
  app = await buildApp({
    database: t.database,
    config: loadConfig({ LOG_LEVEL: 'silent', APP_KEY: TEST_APP_KEY }),
    webDist: dist,
    logger: false,
  });
  await app.ready();
  corsApp = await buildApp({
    database: t.database,
    config: loadConfig({ LOG_LEVEL: 'silent', APP_KEY: TEST_APP_KEY, CORS_ORIGIN: 'http://localhost:5173' }),
    webDist: dist,
    logger: false,
  });
  await corsApp.ready();
});
afterAll(async () => {
  await corsApp?.close();
  await app?.close();
  await t?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

describe('a hashed asset', () => {
  it('is sent as the brotli copy to a browser that takes br, and unpacks to the file', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(HASHED);
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 4);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('is sent as the gzip copy when br is not taken', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get('/assets/app-abc123.js', { 'accept-encoding': accept });
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(HASHED);
      expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(APP_JS);
    }
  });

  it('is sent as it is to a client that takes no encoding, with the same Vary and lifetime', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/assets/app-abc123.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(HASHED);
      expect(response.body).toBe(APP_JS);
    }
  });

  it('with no compressed copy is sent as it is even to a browser that takes br', async () => {
    const response = await get('/assets/style-def456.css', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['cache-control']).toBe(HASHED);
    expect(response.body).toBe(APP_CSS);
  });

  it('keeps Accept-Encoding in Vary beside the Origin that CORS adds', async () => {
    const response = await get(
      '/assets/app-abc123.js',
      { 'accept-encoding': 'br', origin: 'http://localhost:5173' },
      corsApp,
    );
    expect(response.headers['content-encoding']).toBe('br');
    const vary = String(response.headers['vary'])
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });
});

describe('index.html', () => {
  it('is revalidated every time, at its own URLs and as the answer to a client route', async () => {
    for (const url of ['/', '/index.html', '/task', '/projects/12?tab=tasks']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('is not what a missing built file answers: a chunk of an earlier release is a plain 404', async () => {
    const response = await get('/assets/index-0ld0ld.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/^text\/html/);
  });
});

describe('the favicon', () => {
  it('is an icon, not the app page, kept for a day', async () => {
    const response = await get('/favicon.ico', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    const body = response.rawPayload;
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
    expect(body.equals(FAVICON)).toBe(true);
  });
});

describe('the API beside the web app', () => {
  it('answers as before: JSON, never stored, never the app page', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers['cache-control']).toBe('no-store');

    const missing = await get('/api/no-such-route', { 'accept-encoding': 'br, gzip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toMatchObject({ error: { code: 'notFound' } });
  });
});
