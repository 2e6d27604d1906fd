/*
 * The app's keyboard shortcuts share these rules (the palette's trigger, the list rows, the support
 * window): nothing fires while the person types in a field (the tags Mantine's `useHotkeys` ignores,
 * and editable text) or while a dialog is open (the palette itself is one).
 */
export const TAGS_TO_IGNORE = ['INPUT', 'TEXTAREA', 'SELECT'];

/** Whether a dialog (a Mantine modal, the palette, a confirmation) is open. */
export const isDialogOpen = (): boolean => document.querySelector('[aria-modal="true"]') !== null;

/** Whether a key pressed on `target` is typing rather than a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || TAGS_TO_IGNORE.includes(target.tagName));
}

/** Whether a plain key (no Ctrl, Alt or Cmd) may act as a shortcut now. */
export const mayShortcut = (event: KeyboardEvent): boolean =>
  !event.ctrlKey && !event.altKey && !event.metaKey && !isTyping(event.target) && !isDialogOpen();

/* `g` starts a "go to" for a moment: the next letter names the screen (palette-trigger.tsx). */
const GO_WINDOW_MS = 1500;
let goUntil = 0;
export const startGo = () => {
  goUntil = Date.now() + GO_WINDOW_MS;
};
export const endGo = () => {
  goUntil = 0;
};
/** Whether the last key was a `g` still waiting for its letter (a list's `k` then is not "previous row"). */
export const isGoPending = () => Date.now() < goUntil;
