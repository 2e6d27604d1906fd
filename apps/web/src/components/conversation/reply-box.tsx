import { Alert, Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '@workspace/shared/common/limits';
import { mentionMarkup } from '@workspace/shared/conversation/mention-markup';
import type { MentionCandidate } from '@workspace/shared/conversation/mentions';
import { useHotkeys } from '@mantine/hooks';
import { isDialogOpen, TAGS_TO_IGNORE } from '../keyboard';
import { ToggleGroup } from '../toggle-group';
import { AttachmentPicker } from './attachment-picker';

/** A ready text the writer may insert (a canned reply), its placeholders already filled. */
export type ReplySnippet = { id: number; title: string; body: string };

/** Snippets offered by typing "/" at the start of the reply or after a space or line break, with the list's texts. */
export type ReplySnippets = {
  items: readonly ReplySnippet[];
  /** The list's name ("Canned replies"). */
  label: string;
  /** Shown when no title matches what follows the "/". */
  empty: string;
};

/** A "/" that opens the snippet list: where it stands and what has been typed after it, up to the caret. */
type SlashToken = { start: number; query: string };

/** The "/word" just before the caret, when the "/" starts the text or follows white space. */
export function findSlashToken(text: string, caret: number): SlashToken | null {
  const match = /(?:^|\s)\/([^\s/]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** An "@" that opens the people list: where it stands and the start of a name typed after it, up to the caret. */
type AtToken = { start: number; query: string };

/** The "@name" just before the caret, when the "@" starts the text or follows white space. */
export function findAtToken(text: string, caret: number): AtToken | null {
  const match = /(?:^|\s)@([^\s@[\]]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** People to @mention: whom the writer may mention, asked of the server as they type. */
export type ReplyMentions = {
  load: (query: string, internal: boolean) => Promise<MentionCandidate[]>;
  /** The conversation's cache key. */
  cacheKey: readonly unknown[];
};

/* The people list's code (Mantine's Combobox) comes with the first "@". */
const MentionPicker = lazy(() => import('./mention-picker'));

/**
 * The text to send: each person picked from the list, written in the box as "@Name Surname", as
 * the mention markup `@[id]` the server stores.
 */
export function withMentionMarkup(text: string, picked: ReadonlyMap<string, number>): string {
  const labels = [...picked.keys()].sort((a, b) => b.length - a.length);
  let result = text;
  for (const label of labels) result = result.split(label).join(mentionMarkup(picked.get(label)!));
  return result;
}

/** Case- and accent-blind, so "iade" finds "İade" and "sifre" finds "Şifre". */
const fold = (text: string, locale: string) =>
  text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');

const SNIPPETS_SHOWN = 8;

function matchingSnippets(items: readonly ReplySnippet[], query: string, locale: string): ReplySnippet[] {
  const wanted = fold(query, locale);
  return items.filter((item) => fold(item.title, locale).includes(wanted)).slice(0, SNIPPETS_SHOWN);
}

export type ReplyBoxProps = {
  /**
   * Sends the reply as multipart form data: text under `body`, files under `files`. A rejected
   * promise shows its message (the server's, already in the user's language) above the box.
   */
  onSend: (formData: FormData) => Promise<unknown>;
  label?: string;
  placeholder?: string;
  /** A line under the box, e.g. how soon support usually answers. */
  hint?: ReactNode;
  maxLength?: number;
  /** Ready texts offered by typing "/"; without them the box behaves as a plain text box. */
  snippets?: ReplySnippets;
  /**
   * Staff on a subject with internal notes: a choice between a reply and an internal note (sent
   * with `internal` `true`), the note's box tinted like the notes in the timeline.
   */
  internalNotes?: boolean;
  /** People offered by typing "@" (by the conversation's rules); without it "@" is plain text. */
  mentions?: ReplyMentions;
};

type ReplyMode = 'reply' | 'internal';

/** The tint of an internal note, in the reply box and in the timeline (readable in light and dark). */
export const internalNoteStyle = {
  background: 'var(--mantine-color-yellow-light)',
  border: '1px solid var(--mantine-color-yellow-outline)',
} as const;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The message of a failed send: the body field's own message first, then the answer's. */
function describeSendError(error: unknown): string | undefined {
  const fields = (error as { fields?: Record<string, string> } | null)?.fields;
  if (fields?.body) return fields.body;
  return error instanceof Error && error.message ? error.message : undefined;
}

/** A text box with attachments and a send button; clears itself once the reply is stored. */
export function ReplyBox({
  onSend,
  label,
  placeholder,
  hint,
  maxLength = COMMENT_MAX,
  snippets,
  internalNotes = false,
  mentions,
}: ReplyBoxProps) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<ReplyMode>('reply');
  const isInternal = internalNotes && mode === 'internal';
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new picker after a successful send also forgets the last pick's refusals.
  const [pickerKey, setPickerKey] = useState(0);
  const canSend = !isSending && (body.trim() !== '' || files.length > 0);

  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [slash, setSlash] = useState<SlashToken | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  // Escape closes the list for this "/" only; a new "/" opens it again.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // Where the caret goes once an inserted snippet is in the box.
  const caretAfterInsert = useRef<number | null>(null);
  const isListOpen =
    snippets !== undefined && snippets.items.length > 0 && !isSending && slash !== null && slash.start !== dismissedAt;
  const matches = isListOpen ? matchingSnippets(snippets.items, slash.query, i18n.language) : [];
  const active = matches[Math.min(activeIndex, matches.length - 1)];
  const optionId = (snippet: ReplySnippet) => `${listId}-option-${snippet.id}`;

  // "@": the people list, its options as the picker last loaded them, the one the keys are on.
  const mentionListId = useId();
  const [at, setAt] = useState<AtToken | null>(null);
  const [atDismissedAt, setAtDismissedAt] = useState<number | null>(null);
  const [people, setPeople] = useState<MentionCandidate[]>([]);
  const [personIndex, setPersonIndex] = useState(0);
  const picked = useRef(new Map<string, number>());
  const isPeopleOpen = mentions !== undefined && !isSending && at !== null && at.start !== atDismissedAt;
  const activePerson = isPeopleOpen ? people[Math.min(personIndex, people.length - 1)] : undefined;
  const personOptionId = (person: MentionCandidate) => `${mentionListId}-person-${person.id}`;
  const onPeople = useCallback((list: MentionCandidate[]) => setPeople(list), []);
  const loadPeople = useCallback((query: string) => mentions!.load(query, isInternal), [mentions, isInternal]);

  const trackAt = (text: string, caret: number | null) => {
    if (!mentions) return;
    const token = caret === null ? null : findAtToken(text, caret);
    if (token?.start !== at?.start || token?.query !== at?.query) setPersonIndex(0);
    if (token?.start !== atDismissedAt) setAtDismissedAt(null);
    setAt(token);
  };

  const insertPerson = (person: MentionCandidate) => {
    if (!at) return;
    const label = `@${person.name} ${person.surname}`;
    picked.current.set(label, person.id);
    const end = at.start + 1 + at.query.length;
    const next = (body.slice(0, at.start) + label + ' ' + body.slice(end)).slice(0, maxLength);
    caretAfterInsert.current = Math.min(at.start + label.length + 1, next.length);
    setBody(next);
    setAt(null);
  };

  const trackSlash = (text: string, caret: number | null) => {
    if (!snippets) return;
    const token = caret === null ? null : findSlashToken(text, caret);
    if (token?.start !== slash?.start || token?.query !== slash?.query) setActiveIndex(0);
    if (token?.start !== dismissedAt) setDismissedAt(null);
    setSlash(token);
  };

  const insertSnippet = (snippet: ReplySnippet) => {
    if (!slash) return;
    const end = slash.start + 1 + slash.query.length;
    const next = (body.slice(0, slash.start) + snippet.body + body.slice(end)).slice(0, maxLength);
    caretAfterInsert.current = Math.min(slash.start + snippet.body.length, next.length);
    setBody(next);
    setSlash(null);
  };

  // In a support window `r` goes to the reply and, for staff, `i` to an internal note (never while typing or in a dialog).
  const writeAs = (next: ReplyMode) => () => {
    if (isDialogOpen()) return;
    setMode(next);
    textareaRef.current?.focus();
  };
  useHotkeys(
    [['r', writeAs('reply')], ...(internalNotes ? [['i', writeAs('internal')] as [string, () => void]] : [])],
    TAGS_TO_IGNORE,
  );

  useEffect(() => {
    const caret = caretAfterInsert.current;
    const textarea = textareaRef.current;
    if (caret === null || !textarea) return;
    caretAfterInsert.current = null;
    textarea.focus();
    textarea.setSelectionRange(caret, caret);
  }, [body]);

  const send = async () => {
    if (!canSend) return;
    const formData = new FormData();
    formData.append('body', withMentionMarkup(body.trim(), picked.current));
    if (isInternal) formData.append('internal', 'true');
    for (const file of files) formData.append('files', file, file.name);
    setIsSending(true);
    setError(null);
    try {
      await onSend(formData);
      setBody('');
      picked.current.clear();
      setFiles([]);
      setPickerKey((key) => key + 1);
    } catch (caught) {
      setError(describeSendError(caught) ?? t('attachments.reply.failed'));
    } finally {
      setIsSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isPeopleOpen && onPeopleKey(event)) return;
    if (isListOpen && slash && onListKey(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  /** The same keys for the people list: arrows move, Enter mentions the one chosen, Escape closes it. */
  function onPeopleKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setAtDismissedAt(at?.start ?? null);
      return true;
    }
    if (people.length === 0 || !plain) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setPersonIndex((Math.min(personIndex, people.length - 1) + step + people.length) % people.length);
      return true;
    }
    if (event.key === 'Enter' && activePerson) {
      event.preventDefault();
      insertPerson(activePerson);
      return true;
    }
    return false;
  }

  /** Arrows move through the list, Enter inserts, Escape closes it; true when the key was the list's. */
  function onListKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(slash?.start ?? null);
      return true;
    }
    if (matches.length === 0 || !plain) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((Math.min(activeIndex, matches.length - 1) + step + matches.length) % matches.length);
      return true;
    }
    if (event.key === 'Enter' && active) {
      event.preventDefault();
      insertSnippet(active);
      return true;
    }
    return false;
  }

  const snippetProps =
    snippets || mentions
      ? {
          'aria-autocomplete': 'list' as const,
          'aria-controls': isPeopleOpen ? mentionListId : isListOpen ? listId : undefined,
          'aria-activedescendant': isPeopleOpen
            ? activePerson && personOptionId(activePerson)
            : isListOpen && active
              ? optionId(active)
              : undefined,
          onSelect: (event: { currentTarget: HTMLTextAreaElement }) => {
            trackSlash(event.currentTarget.value, event.currentTarget.selectionStart);
            trackAt(event.currentTarget.value, event.currentTarget.selectionStart);
          },
        }
      : {};

  return (
    <Stack gap="xs">
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => setError(null)}
          closeButtonLabel={t('attachments.reply.dismiss')}
        >
          {error}
        </Alert>
      )}
      {internalNotes && (
        <ToggleGroup<ReplyMode>
          aria-label={t('attachments.reply.modes')}
          size="xs"
          value={mode}
          onChange={setMode}
          data={[
            { value: 'reply', label: t('attachments.reply.reply') },
            { value: 'internal', label: t('attachments.reply.internal') },
          ]}
        />
      )}
      <Textarea
        label={isInternal ? t('attachments.reply.internalLabel') : (label ?? t('attachments.reply.label'))}
        description={isInternal ? t('attachments.reply.internalHint') : undefined}
        placeholder={
          isInternal ? t('attachments.reply.internalPlaceholder') : (placeholder ?? t('attachments.reply.placeholder'))
        }
        styles={isInternal ? { input: internalNoteStyle } : undefined}
        ref={textareaRef}
        value={body}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          trackSlash(event.currentTarget.value, event.currentTarget.selectionStart);
          trackAt(event.currentTarget.value, event.currentTarget.selectionStart);
        }}
        onKeyDown={onKeyDown}
        {...snippetProps}
        disabled={isSending}
        maxLength={maxLength}
        autosize
        minRows={3}
        maxRows={12}
      />
      {isPeopleOpen && (
        <Suspense fallback={null}>
          <MentionPicker
            listId={mentionListId}
            optionId={personOptionId}
            load={loadPeople}
            cacheKey={[...mentions.cacheKey, isInternal]}
            query={at.query}
            activeIndex={Math.min(personIndex, Math.max(people.length - 1, 0))}
            onOptions={onPeople}
            onPick={insertPerson}
            onHover={setPersonIndex}
          />
        </Suspense>
      )}
      {isListOpen && (
        <Paper withBorder shadow="sm" radius="md" p={4}>
          <Text size="xs" c="dimmed" fw={600} px="xs" py={2} id={`${listId}-label`}>
            {snippets.label}
          </Text>
          {matches.length === 0 ? (
            <Text size="sm" c="dimmed" px="xs" py={4}>
              {snippets.empty}
            </Text>
          ) : (
            <Box
              component="ul"
              role="listbox"
              id={listId}
              aria-labelledby={`${listId}-label`}
              m={0}
              p={0}
              mah={240}
              style={{ listStyle: 'none', overflowY: 'auto' }}
            >
              {matches.map((snippet) => {
                const isActive = snippet === active;
                return (
                  <Box
                    component="li"
                    key={snippet.id}
                    id={optionId(snippet)}
                    role="option"
                    aria-selected={isActive}
                    px="xs"
                    py={4}
                    style={{
                      cursor: 'pointer',
                      borderRadius: 'var(--mantine-radius-sm)',
                      background: isActive ? 'var(--mantine-color-blue-light)' : undefined,
                    }}
                    // Keeps the focus (and the caret) in the text box.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActiveIndex(matches.indexOf(snippet))}
                    onClick={() => insertSnippet(snippet)}
                  >
                    <Text size="sm" fw={500} truncate="end">
                      {snippet.title}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {snippet.body}
                    </Text>
                  </Box>
                );
              })}
            </Box>
          )}
        </Paper>
      )}
      <AttachmentPicker key={pickerKey} files={files} onChange={setFiles} disabled={isSending} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('attachments.reply.shortcut', { key: isMac() ? '⌘' : 'Ctrl' })}
          </Text>
        </Stack>
        <Button
          leftSection={<IconSend size={16} />}
          onClick={() => void send()}
          disabled={!canSend}
          loading={isSending}
        >
          {t('attachments.reply.send')}
        </Button>
      </Group>
    </Stack>
  );
}
