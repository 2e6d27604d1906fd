/* Temporary: replaced by the screen being built. */
export function Component() {
  return null;
}
