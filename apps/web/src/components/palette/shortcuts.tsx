import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Actor } from '@workspace/shared/auth/policies';
import { findScreenRoute } from '@workspace/shared/routes/screen-routes';
import { isDialogOpen, TAGS_TO_IGNORE } from '../keyboard';
import { GO_KEYS, type GoKey } from './go-keys';
import { OPEN_PALETTE } from './palette-trigger';

/*
 * The keys of every signed-in screen but Ctrl+K (palette-trigger.tsx keeps that one), loaded at the
 * first of them that is pressed, which it then handles:
 *   ?          the sheet of shortcuts;
 *   g, letter  the screen of that letter (GO_KEYS), where the role may open it;
 *   j k ↓ ↑    a focus through the rows of a list (the arrows once a row has it, so they still
 *              scroll the page otherwise); Enter opens the focused row's record (its first link).
 * Never while typing in a field (useHotkeys' tagsToIgnore) or with a dialog open; modifiers aside.
 */
const GO_WINDOW_MS = 1500;
const ShortcutsSheet = lazy(() => import('./shortcuts-sheet'));
const loadPalette = () => import('./palette');
const Palette = lazy(loadPalette);
const BODY = 'tbody';
/* The ring of the row the keys moved to, inside it, visible on stripes and hover alike; gone when it loses the focus. */
const RING = '2px solid var(--mantine-primary-color-filled)';

/** Moves the row focus by `step` in the table holding the focus, else the first on the screen; true when it moved. */
export function moveRowFocus(step: 1 | -1, fromRowOnly: boolean): boolean {
  const focused = document.activeElement;
  const tbody =
    focused?.closest<HTMLTableSectionElement>(BODY) ?? document.querySelector<HTMLTableSectionElement>(BODY);
  if (!tbody) return false;
  const rows = Array.from(tbody.rows);
  const at = rows.findIndex((row) => row === focused);
  if (rows.length === 0 || (fromRowOnly && at === -1)) return false;
  const row = rows[at === -1 ? 0 : Math.min(Math.max(at + step, 0), rows.length - 1)]!;
  row.tabIndex = -1;
  row.style.outline = RING;
  row.style.outlineOffset = '-2px';
  row.addEventListener('blur', () => row.style.removeProperty('outline'), { once: true });
  row.focus();
  return true;
}

/** Opens the focused row's record (its first link); true when there was one. */
function openFocusedRow(): boolean {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLTableRowElement) || !focused.closest(BODY)) return false;
  const link = focused.querySelector<HTMLElement>('a[href]');
  link?.click();
  return link !== null;
}

export default function Shortcuts({
  actor,
  asked,
}: {
  actor: Actor;
  /**
   * Everything asked so far, in order: OPEN_PALETTE (Ctrl+K, the button) and the keys pressed from
   * the first shortcut key on. Those asked before this listened itself are handled here; later keys
   * it heard itself.
   */
  asked: readonly string[];
}) {
  const navigate = useNavigate();
  // The sheet (`?`) and the palette, each mounted from its first use on and shown while its flag is set.
  const [sheet, setSheet] = useState<boolean>();
  // The palette: how many times it was asked for. A count, not a flag: a Ctrl+K that comes while the
  // palette is still closing (its flag not yet cleared) must open it again, not set a flag already set.
  const [paletteAsked, setPaletteAsked] = useState(0);
  const goUntil = useRef(0);
  const plain = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey && !isDialogOpen();
  const keys: Record<string, (event: KeyboardEvent) => boolean> = {
    '?': () => (setSheet(true), true),
    g: () => ((goUntil.current = Date.now() + GO_WINDOW_MS), true),
    j: () => moveRowFocus(1, false),
    k: () => moveRowFocus(-1, false),
    ArrowDown: () => moveRowFocus(1, true),
    ArrowUp: () => moveRowFocus(-1, true),
    Enter: openFocusedRow,
  };
  const handle = (key: string, event: KeyboardEvent) => {
    if (!plain(event)) return;
    if (Date.now() < goUntil.current && key in GO_KEYS) {
      goUntil.current = 0;
      event.preventDefault();
      const route = findScreenRoute(GO_KEYS[key as GoKey]);
      if (route && route.roles.includes(actor.type)) void navigate(route.path);
      return;
    }
    goUntil.current = 0;
    if (keys[key]?.(event)) event.preventDefault();
  };
  const names = [...new Set([...Object.keys(keys), ...Object.keys(GO_KEYS)])];
  useHotkeys(
    [
      ...names.map((key): HotkeyItem => [key, (event) => handle(key, event), { preventDefault: false }]),
      // "?" is Shift and a key on most layouts.
      ['shift+?', (event) => handle('?', event), { preventDefault: false }],
    ],
    TAGS_TO_IGNORE,
  );
  const taken = useRef(0);
  const isListening = useRef(false);
  useEffect(() => {
    for (const key of asked.slice(taken.current)) {
      if (key === OPEN_PALETTE) setPaletteAsked((count) => count + 1);
      else if (!isListening.current) handle(key, new KeyboardEvent('keydown', { key }));
    }
    taken.current = asked.length;
    isListening.current = true;
    // Every asking, and nothing else: `handle` is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  return (
    <Suspense fallback={null}>
      {sheet !== undefined && <ShortcutsSheet actor={actor} opened={sheet} onClose={() => setSheet(false)} />}
      {paletteAsked > 0 && <Palette actor={actor} asked={paletteAsked} />}
    </Suspense>
  );
}
