/* node-postgres's value conversion for Bind, which its own Query uses (not in @types/pg). */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
