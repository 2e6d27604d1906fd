import { Combobox, Loader, Paper, Text, useCombobox, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionCandidate } from '@workspace/shared/conversation/mentions';
import './mention-texts';

export type MentionPickerProps = {
  /** The id of the listbox, named by the text box's `aria-controls`. */
  listId: string;
  /** The id of one option, named by the text box's `aria-activedescendant`. */
  optionId: (candidate: MentionCandidate) => string;
  /** The people the writer may mention whose name contains `query` (the server's answer). */
  load: (query: string) => Promise<MentionCandidate[]>;
  /** A key of the conversation and the kind of message, for the cache. */
  cacheKey: readonly unknown[];
  query: string;
  activeIndex: number;
  /** The people now offered, so the text box's keys move through them. */
  onOptions: (candidates: MentionCandidate[]) => void;
  onPick: (candidate: MentionCandidate) => void;
  onHover: (index: number) => void;
};

/**
 * The list of people offered after "@" in a reply box, on Mantine's Combobox: loaded with its code
 * on the first "@", so no screen's first load carries it. The text box keeps the focus and the
 * keys (arrows, Enter, Escape); the list is announced through `aria-activedescendant` and a polite
 * count.
 */
export default function MentionPicker({
  listId,
  optionId,
  load,
  cacheKey,
  query,
  activeIndex,
  onOptions,
  onPick,
  onHover,
}: MentionPickerProps) {
  const { t } = useTranslation();
  const store = useCombobox();
  const candidates = useQuery({
    queryKey: [...cacheKey, 'mention-candidates', query],
    queryFn: () => load(query),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
  const options = useMemo(() => candidates.data ?? [], [candidates.data]);
  useEffect(() => onOptions(options), [options, onOptions]);

  return (
    <Combobox
      store={store}
      onOptionSubmit={(value) => {
        const picked = options.find((candidate) => String(candidate.id) === value);
        if (picked) onPick(picked);
      }}
    >
      {/* Under the text box, in the page's flow: the text box keeps the focus and the keys. */}
      <Paper withBorder shadow="sm" radius="md" p={4}>
        <Text size="xs" c="dimmed" fw={600} px="xs" py={2} id={`${listId}-label`}>
          {t('attachments.mention.label')}
        </Text>
        {candidates.isPending ? (
          <Loader size="xs" m="xs" aria-label={t('attachments.mention.loading')} />
        ) : options.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" py={4}>
            {t('attachments.mention.empty')}
          </Text>
        ) : (
          <Combobox.Options id={listId} labelledBy={`${listId}-label`} mah={240} style={{ overflowY: 'auto' }}>
            {options.map((candidate, index) => (
              <Combobox.Option
                key={candidate.id}
                value={String(candidate.id)}
                id={optionId(candidate)}
                active={index === activeIndex}
                aria-selected={index === activeIndex}
                style={index === activeIndex ? { background: 'var(--mantine-color-blue-light)' } : undefined}
                // Keeps the focus (and the caret) in the text box.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => onHover(index)}
              >
                {candidate.name} {candidate.surname}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        )}
        <VisuallyHidden aria-live="polite">
          {candidates.isPending ? '' : t('attachments.mention.offered', { count: options.length })}
        </VisuallyHidden>
      </Paper>
    </Combobox>
  );
}
