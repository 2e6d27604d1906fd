/*
 * The baseline for bench/run.mjs: a bare Fastify hello-world, no plugins, no logger. Started as a
 * child process (so it does not share an event loop with autocannon) with the port as argument;
 * prints "ready <port>" once it listens. Fastify is the server's own dependency, resolved from
 * apps/server so both run the same version.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const Fastify = require('fastify');

const port = Number(process.argv[2] ?? 0);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.close().finally(() => process.exit(0));
  });
}

await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : port}`);
