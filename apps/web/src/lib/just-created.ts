import { useSyncExternalStore } from 'react';

/*
 * The record someone has just created, by list (the list's name, as in `/api/<name>`): its list
 * shows it first and highlights it for a few seconds, so a new row is never lost on page 3.
 */
type Created = { list: string; id: number };

const HIGHLIGHT_MS = 8000;
let current: Created | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function markCreated(list: string, id: number): void {
  const created = { list, id };
  current = created;
  notify();
  setTimeout(() => {
    if (current !== created) return;
    current = null;
    notify();
  }, HIGHLIGHT_MS);
}

/** The id of the record just created in `list`, while it is highlighted; otherwise null. */
export function useJustCreated(list: string): number | null {
  const created = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
  return created?.list === list ? created.id : null;
}

/** The id in a create's answer: `{ id }` or `{ company: { id } }` (every create answers one of these). */
export function createdId(result: unknown): number | null {
  if (!result || typeof result !== 'object') return null;
  if (typeof (result as { id?: unknown }).id === 'number') return (result as { id: number }).id;
  for (const value of Object.values(result)) {
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number')
      return (value as { id: number }).id;
  }
  return null;
}
