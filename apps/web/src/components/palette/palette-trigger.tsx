import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Actor } from '@workspace/shared/auth/policies';
import { findScreenRoute } from '@workspace/shared/routes/screen-routes';
import { endGo, isDialogOpen, isGoPending, startGo, TAGS_TO_IGNORE } from '../keyboard';
import { GO_KEYS, type GoKey } from './go-keys';

/*
 * On every signed-in screen's first load: the header's "Search" button and the keys (Ctrl+K or
 * Cmd+K, `?`, `g` then a letter). The palette (Spotlight, its styles and words) and the sheet of
 * shortcuts load on their first use (docs/decisions/024).
 */
const loadPalette = () => import('./palette');
const Palette = lazy(loadPalette);
const ShortcutsSheet = lazy(() => import('./shortcuts-sheet'));

const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export function PaletteTrigger({ actor }: { actor: Actor }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Each part is mounted from its first use on, and shown while its flag is set.
  const [palette, setPalette] = useState<boolean>();
  const [sheet, setSheet] = useState<boolean>();
  const go = (key: GoKey) => (event: KeyboardEvent) => {
    if (!isGoPending() || isDialogOpen() || event.ctrlKey || event.altKey || event.metaKey) return;
    endGo();
    event.preventDefault();
    const route = findScreenRoute(GO_KEYS[key]);
    if (route && route.roles.includes(actor.type)) void navigate(route.path);
  };
  useHotkeys(
    [
      ['mod+K', () => !isDialogOpen() && setPalette(true)],
      ['shift+?', () => !isDialogOpen() && setSheet(true)],
      ['?', () => !isDialogOpen() && setSheet(true)],
      ['g', () => !isDialogOpen() && startGo(), { preventDefault: false }],
      ...Object.keys(GO_KEYS).map((key): HotkeyItem => [key, go(key as GoKey), { preventDefault: false }]),
    ],
    TAGS_TO_IGNORE,
  );
  const preload = () => void loadPalette().catch(() => undefined);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        visibleFrom="sm"
        leftSection={<IconSearch size={14} aria-hidden />}
        rightSection={<Kbd size="xs">{isApple ? '⌘ K' : 'Ctrl K'}</Kbd>}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setPalette(true)}
      >
        {t('app.search')}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="sm"
        aria-label={t('app.search')}
        onClick={() => setPalette(true)}
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
      <Suspense fallback={null}>
        {palette !== undefined && <Palette actor={actor} opened={palette} onClose={() => setPalette(false)} />}
        {sheet !== undefined && <ShortcutsSheet actor={actor} opened={sheet} onClose={() => setSheet(false)} />}
      </Suspense>
    </>
  );
}
