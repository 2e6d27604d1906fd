/* Mantine's select as a module of its own, so that it (a combobox and floating-ui) can be fetched on demand (`stand-in.tsx`). */
export { Select } from '@mantine/core';
