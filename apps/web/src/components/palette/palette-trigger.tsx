import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@workspace/shared/auth/policies';
import { isDialogOpen, isTyping } from '../keyboard';

/*
 * On every signed-in screen's first load, so as small as can be: the header's search button and one
 * listener. What is asked (the button, Ctrl+K or Cmd+K, a shortcut key: ?, g, j, k, and the keys
 * after it until the shortcuts listen themselves) loads the shortcuts (shortcuts.tsx), which take
 * it in order and open the palette (Spotlight, its styles and words) and the sheet of shortcuts,
 * each loaded on its first use (docs/decisions/024).
 */
const Shortcuts = lazy(() => import('./shortcuts'));
/** What the asked list holds for Ctrl+K and the button: open the palette. */
export const OPEN_PALETTE = 'palette';

export function PaletteTrigger({ actor }: { actor: Actor }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<string[]>([]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isDialogOpen() || event.altKey) return;
      // Ctrl+K is a chord, not text: it opens the palette from a field too; the other keys never fire in one.
      const open = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (!open && isTyping(event.target)) return;
      if (open) event.preventDefault();
      // Shortcut keys are kept from the first of them on; the shortcuts skip those they heard themselves.
      if (open || (!event.ctrlKey && !event.metaKey))
        setAsked((keys) =>
          open || keys.length || '?gjk'.includes(event.key) ? [...keys, open ? OPEN_PALETTE : event.key] : keys,
        );
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('app.search')}
        onClick={() => setAsked((keys) => [...keys, OPEN_PALETTE])}
      >
        <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
          <circle cx="10" cy="10" r="7" />
          <path d="M21 21l-6-6" />
        </svg>
      </ActionIcon>
      {asked.length > 0 && (
        <Suspense fallback={null}>
          <Shortcuts actor={actor} asked={asked} />
        </Suspense>
      )}
    </>
  );
}
