import { Highlight, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import '@mantine/spotlight/styles.css';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Actor } from '@workspace/shared/auth/policies';
import { SEARCH_KINDS, searchedId } from '@workspace/shared/search/search.constants';
import type { SearchAnswer, SearchResult } from '@workspace/shared/search/search.schemas';
import { api } from '../../lib/api-client';
import { searchKeys } from '../../lib/query-keys';
import {
  actionsFor,
  labelMatches,
  markedParts,
  pressWhenShown,
  readRecent,
  rememberRecent,
  resultPath,
  screensFor,
  type PaletteItem,
} from './palette-model';
import './palette-texts';
import classes from './palette.module.css';

/*
 * The command palette (Ctrl+K, Cmd+K, the header's "Search"), loaded on its first use with
 * Spotlight and its styles: the screens the person may open, the actions their policies allow,
 * and the records GET /api/search finds, grouped by kind with the words marked. Empty, it shows
 * the records last opened from it. Keyboard: type, ↑ ↓, Enter, Esc; a screen reader hears the
 * number of results and the entry chosen (Spotlight marks the choice only visually).
 */
const [store, spotlight] = createSpotlight();

type Entry = PaletteItem & { marked?: [string, string, string] | null; highlight?: boolean; press?: boolean };
type Group = { key: string; label: string; entries: Entry[] };

const SEARCH_DELAY_MS = 150;

/** `asked`: how many times the palette was asked for; each asking opens it. */
export default function Palette({ actor, asked }: { actor: Actor; asked: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState('');
  const [words] = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const searching = words.length >= 2 || searchedId(words) !== undefined;

  const [opened, setOpened] = useState(false);
  useEffect(() => {
    spotlight.open();
  }, [asked]);

  const found = useQuery({
    queryKey: searchKeys.words(words),
    queryFn: () => api<SearchAnswer>('GET', `/api/search?q=${encodeURIComponent(words)}`),
    enabled: opened && searching,
    staleTime: 10_000,
  });

  const groups = useMemo((): Group[] => {
    const q = query.trim();
    if (!q) {
      const recent = readRecent(localStorage, actor.id);
      return [
        ...(recent.length > 0 ? [{ key: 'recent', label: t('palette.recent'), entries: recent }] : []),
        { key: 'actions', label: t('palette.actions'), entries: actionEntries() },
        { key: 'screens', label: t('palette.screens'), entries: screenEntries() },
      ];
    }
    const results = found.data && found.data.q === words ? found.data.results : [];
    const byKind = SEARCH_KINDS.map((kind) => ({
      key: kind,
      label: t(`palette.kinds.${kind}`),
      entries: results.filter((result) => result.kind === kind).map(resultEntry),
    }));
    // The server's order of kinds: the best match first (a number before words).
    const order = [...new Set(results.map((result) => result.kind))];
    byKind.sort((a, b) => order.indexOf(a.key as never) - order.indexOf(b.key as never));
    const matching = (entries: Entry[]) =>
      entries
        .filter((entry) => labelMatches(entry.label, q, i18n.language))
        .map((entry) => ({ ...entry, highlight: true }));
    return [
      ...byKind,
      { key: 'actions', label: t('palette.actions'), entries: matching(actionEntries()) },
      { key: 'screens', label: t('palette.screens'), entries: matching(screenEntries()) },
    ].filter((group) => group.entries.length > 0);

    function actionEntries(): Entry[] {
      return actionsFor(actor).map((action) => ({
        id: `action:${action.label}`,
        label: t(action.label),
        path: action.path,
        press: action.press,
      }));
    }
    function screenEntries(): Entry[] {
      return screensFor(actor).map((screen) => ({
        id: `screen:${screen.name}`,
        label: t(`screens.${screen.name}`),
        path: screen.path,
      }));
    }
    function resultEntry(result: SearchResult): Entry {
      const number = result.kind === 'task' || result.kind === 'ticket' ? t('palette.number', { id: result.id }) : '';
      const description = [number, result.detail, result.mark ? '' : t('palette.matchedElsewhere')]
        .filter(Boolean)
        .join(' · ');
      return {
        id: `${result.kind}:${result.id}`,
        label: result.title,
        path: resultPath(result),
        description,
        marked: markedParts(result.title, result.mark),
      };
    }
  }, [query, words, found.data, actor, t, i18n.language]);

  const count = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const isWaiting = query.trim() !== '' && searching && (words !== query.trim() || found.isFetching);

  const open = (entry: Entry, group: Group) => {
    if (group.key !== 'actions' && group.key !== 'screens') {
      const { id, label, path, description } = entry;
      rememberRecent(localStorage, actor.id, { id, label, path, description });
    }
    void navigate(entry.path);
    if (entry.press) pressWhenShown(entry.label);
  };

  // After ↑ or ↓ Spotlight marks the chosen entry (data-selected): its words go to the live region.
  const announceChoice = () =>
    queueMicrotask(() => {
      const selected = document.querySelector<HTMLElement>('[data-action][data-selected]');
      setChosen(selected?.getAttribute('data-announce') ?? '');
    });

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      query={query}
      onQueryChange={(value) => {
        setQuery(value);
        setChosen('');
      }}
      onSpotlightOpen={() => setOpened(true)}
      onSpotlightClose={() => {
        setQuery('');
        setOpened(false);
      }}
      // No opening and closing animation: a palette asked for again while it was still closing
      // (Escape, then Ctrl+K at once) closed again at the end of the animation, or lost what was
      // typed into it when the animation's end cleared the query.
      transitionProps={{ duration: 0 }}
      scrollable
      maxHeight={440}
      title={t('palette.searchLabel')}
      classNames={{ header: classes.header, title: classes.title, actionsGroup: classes.group }}
    >
      <Spotlight.Search
        placeholder={t('palette.placeholder')}
        aria-label={t('palette.searchLabel')}
        leftSection={<IconSearch size={18} aria-hidden />}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') announceChoice();
        }}
      />
      <Spotlight.ActionsList aria-label={t('palette.searchLabel')}>
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.key} label={group.label} role="group" aria-label={group.label}>
            {group.entries.map((entry) => (
              <Spotlight.Action
                key={entry.id}
                data-announce={`${group.label}: ${entry.label}${entry.description ? `, ${entry.description}` : ''}`}
                onClick={() => open(entry, group)}
                label={entry.marked ? undefined : entry.label}
                description={entry.description}
                highlightQuery={entry.highlight}
              >
                {entry.marked ? (
                  <span>
                    <Highlight component="span" highlight={entry.marked[1]} display="block">
                      {entry.label}
                    </Highlight>
                    {entry.description && (
                      <Text component="span" size="xs" c="dimmed" display="block">
                        {entry.description}
                      </Text>
                    )}
                  </span>
                ) : undefined}
              </Spotlight.Action>
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {count === 0 && (
          <Spotlight.Empty>
            {isWaiting ? t('palette.searching') : found.isError ? t('palette.failed') : t('palette.nothingFound')}
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Text size="xs" c="dimmed">
          {t('palette.hint')}
        </Text>
      </Spotlight.Footer>
      <VisuallyHidden aria-live="polite" aria-atomic>
        {chosen ||
          (query.trim() === '' || isWaiting
            ? ''
            : count === 0
              ? t('palette.nothingFound')
              : t('palette.results', { count }))}
      </VisuallyHidden>
    </Spotlight.Root>
  );
}
