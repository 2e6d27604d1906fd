/*
 * The floor for the comparison with pgbench (bench/pgbench.mjs): about the least a Node server can
 * do to answer a list request. Fastify and node-postgres (the server's own versions, resolved from
 * apps/server), a pool of 10 connections (the server's), and per request the statements one request
 * of the product sent, captured with their values, run in order as named prepared statements; their
 * rows are answered as JSON, as node-postgres gives them. No session, no validation, no mapping and
 * no response schema. Started as a child process with the port (0: any) and a JSON file
 * { "<key>": [{ "text", "values" }] }, it serves GET /<key> and prints "ready <port>".
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const Fastify = require('fastify');
const pg = require('pg');

const port = Number(process.argv[2] ?? 0);
const requests = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

for (const [key, statements] of Object.entries(requests)) {
  const queries = statements.map((statement, index) => ({
    name: `floor_${key}_${index + 1}`,
    text: statement.text,
    values: statement.values,
  }));
  app.get(`/${key}`, async () => {
    const results = [];
    for (const query of queries) results.push((await pool.query(query)).rows);
    return { results };
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  });
}

await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : port}`);
