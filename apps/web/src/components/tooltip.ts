/* Mantine's tooltip as a module of its own, so that it (and floating-ui) can be fetched on demand (`row-actions.tsx`). */
export { Tooltip } from '@mantine/core';
