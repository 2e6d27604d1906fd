import type { ComponentType } from 'react';
import { lazyComponent } from './lazy-component';

/**
 * A dialog whose code loads when it first opens: a list screen renders its create/edit dialog only
 * while one is open, so the form's code (the form hook, the shared zod schema, the dialog's selects)
 * is not part of the screen's first load. Nothing shows for the moment the code takes to arrive.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, () => null);
}
