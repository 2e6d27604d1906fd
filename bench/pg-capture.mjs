/*
 * Preloaded into the server under bench (`node --import bench/pg-capture.mjs`) by the pgbench
 * comparison (bench/pgbench.mjs): while armed, every statement the server sends through
 * node-postgres is appended to BENCH_PG_CAPTURE as a JSON line { name, text, values }. SIGUSR2
 * arms it and writes an `armed` line; the next SIGUSR2 disarms it. Disarmed it costs one check
 * per statement, and nothing at all without BENCH_PG_CAPTURE.
 */
import fs from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_PG_CAPTURE;
if (file) {
  // The same module instance the server's bundle imports (pg stays an external package).
  const query = pg.Client.prototype.query;
  let armed = false;
  process.on('SIGUSR2', () => {
    armed = !armed;
    fs.appendFileSync(file, `${JSON.stringify({ armed })}\n`);
  });
  pg.Client.prototype.query = function capture(config, values, callback) {
    if (armed && config !== null && config !== undefined) {
      const text = typeof config === 'string' ? config : config.text;
      const params = Array.isArray(values) ? values : (config.values ?? []);
      if (typeof text === 'string')
        fs.appendFileSync(file, `${JSON.stringify({ name: config.name ?? null, text, values: params })}\n`);
    }
    return query.call(this, config, values, callback);
  };
}
