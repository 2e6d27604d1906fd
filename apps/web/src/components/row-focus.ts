import { useEffect, useRef } from 'react';
import { isGoPending, mayShortcut } from './keyboard';
import classes from './row-focus.module.css';

/*
 * A list's rows by keyboard: `j` or ↓ moves the focus to the next row, `k` or ↑ to the previous one
 * (the arrows once a row has the focus, so they still scroll the page otherwise), Enter opens the
 * row's record (its first link). The row itself takes the focus, so a screen reader reads it and
 * the ring shows. One table answers: the one holding the focus, else the first on the screen.
 * Never while typing in a field or with a dialog open, nor for the `k` of "g k" (keyboard.ts).
 */
const BODY = 'tbody[data-row-focus]';

const NEXT = new Set(['j', 'ArrowDown']);
const PREVIOUS = new Set(['k', 'ArrowUp']);

export function useRowFocus(enabled: boolean) {
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const tbody = body.current;
      if (!tbody || event.defaultPrevented || !mayShortcut(event) || isGoPending()) return;
      const focused = document.activeElement;
      const answering = focused?.closest(BODY) ?? document.querySelector(BODY);
      if (answering !== tbody) return;
      const rows = Array.from(tbody.rows);
      const at = rows.findIndex((row) => row === focused);
      const onRow = at !== -1;
      let next: number | undefined;
      if (NEXT.has(event.key) && (onRow || event.key === 'j')) next = Math.min(at + 1, rows.length - 1);
      else if (PREVIOUS.has(event.key) && (onRow || event.key === 'k')) next = Math.max(onRow ? at - 1 : 0, 0);
      else if (event.key === 'Enter' && onRow) {
        const link = rows[at]!.querySelector<HTMLElement>('a[href]');
        if (!link) return;
        event.preventDefault();
        link.click();
        return;
      }
      if (next === undefined || rows.length === 0) return;
      event.preventDefault();
      const row = rows[next]!;
      row.tabIndex = -1;
      row.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
  return enabled ? { ref: body, 'data-row-focus': true, className: classes.rows } : {};
}
