import { useCallback, useReducer } from 'react';

/**
 * Code fetched the first time it is asked for, then at hand without waiting: a dropdown, a tooltip
 * or a select that only shows once someone points at or clicks something. A failed fetch (the
 * network dropped) is forgotten, so the next ask tries again.
 */
export type OnDemand<T> = {
  /** The code, once it has arrived. */
  readonly current: T | undefined;
  /** Fetches it (once; asking again while it comes waits for the same fetch). */
  load(): Promise<T>;
};

export function onDemand<T>(fetchCode: () => Promise<T>): OnDemand<T> {
  let current: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= fetchCode().then(
        (value) => (current = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The code if it is here, and `request`, which fetches it and renders the component again once it
 * has come (a failure leaves things as they were; the next request tries again).
 */
export function useOnDemand<T>(code: OnDemand<T>): [T | undefined, () => Promise<void>] {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const request = useCallback(
    () =>
      code.load().then(
        () => arrived(),
        () => undefined,
      ),
    [code],
  );
  return [code.current, request];
}
