/**
 * A form's checks in a chunk of their own (they carry the shared zod schemas): `prepare` starts
 * loading them, at the first keystroke, and `get` awaits them, on submit. A screen that is a form
 * then opens without zod, as a list screen's dialogs do (components/lazy-dialog.tsx).
 */
export function lazyChecks<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      // A failed load (a new deployment, the network) is tried again at the next call.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    get,
    prepare: () => {
      get().catch(() => undefined);
    },
  };
}

/** Whether a checks' answer names any field. */
export const hasErrors = (errors: Record<string, string>) => Object.keys(errors).length > 0;
