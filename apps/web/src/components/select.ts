/* Mantine's select as a module of its own, so that it (a combobox and floating-ui) can be fetched on demand (`select-code.ts`). */
export { Select } from '@mantine/core';
