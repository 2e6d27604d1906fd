import { useMergedRef } from '@mantine/hooks';
import type { Ref, RefCallback } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react, for Mantine's ScrollArea only (vite.config.ts points that one
 * import here). ScrollArea needs nothing else of floating-ui, but importing the package from it put
 * all of floating-ui (its tooltips and popovers, about 20 KB gzip) into every page that shows a
 * dialog, the login page included. Mantine's own hook merges refs the same way, cleanups included.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return useMergedRef<T>(...refs);
}
