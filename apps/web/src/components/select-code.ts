import { onDemand } from './on-demand';

/**
 * The code of Mantine's select (a combobox and floating-ui), fetched the first time a select is
 * reached (`LazySelect`) or a filter panel is about to open. It sits apart from select.ts, which
 * imports the select itself, so that a stand-in importing this module does not bring that code
 * into a screen's first load.
 */
export const selectCode = onDemand(() => import('./select').then((module) => module.Select));
