/*
 * The app's keyboard shortcuts share these rules (the palette's trigger, the shortcuts, the support
 * window): nothing fires while the person types in a field (the tags Mantine's `useHotkeys` is given
 * to ignore, and editable text) or while a dialog is open (the palette itself is one).
 */
export const TAGS_TO_IGNORE = ['INPUT', 'TEXTAREA', 'SELECT'];

/** Whether a dialog (a Mantine modal, the palette, a confirmation) is open. */
export const isDialogOpen = (): boolean => document.querySelector('[aria-modal="true"]') !== null;

/** Whether a key pressed on `target` is typing rather than a shortcut. */
export const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || TAGS_TO_IGNORE.includes(target.tagName));
