import { useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE, isoToday } from '@workspace/shared/common/work';

/*
 * The company's time zone, in which the server takes "today": the earliest date of new work, the
 * overdue and due-this-week counts. The browser's own clock may be set to any zone, so every
 * "today" of the app is taken here instead. GET /api/me answers it, and the route guard awaits that
 * answer before a screen renders; until then (the login page, or a test) it is the server's default.
 */
let timeZone: string = DEFAULT_TIME_ZONE;
const listeners = new Set<() => void>();

/** Keeps the time zone the server answered, and renders again whoever shows a day taken in it. */
export function setAppTimeZone(next: string): void {
  if (next === timeZone) return;
  timeZone = next;
  listeners.forEach((listener) => listener());
}

export function appTimeZone(): string {
  return timeZone;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The company's time zone, and a new render if the server answers another. */
export function useAppTimeZone(): string {
  return useSyncExternalStore(subscribe, appTimeZone);
}

/** Today's date (YYYY-MM-DD) in the company's time zone: for a check that runs later, like a schema's "not before today". */
export function appToday(now: Date = new Date()): string {
  return isoToday(timeZone, now);
}

/** Today's date in the company's time zone, for a render (a calendar's first day, a default date). */
export function useAppToday(): string {
  return isoToday(useAppTimeZone());
}
