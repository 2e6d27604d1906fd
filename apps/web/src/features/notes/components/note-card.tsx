import { ActionIcon, Group, Paper, Spoiler, Text, Title } from '@mantine/core';
import { IconPin, IconPinFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '@workspace/shared/notes/notes.schemas';
import { useHint } from '../../../components/hover-tip';
import { RowActions } from '../../../components/row-actions';
import { toast } from '../../../lib/toast';
import { formatDateTime, formatRelativeTime } from '../../../lib/relative-time';
import { usePinNote } from '../api/note-mutations';
import { NoteMarkdown } from './note-markdown';

type Props = { note: Note; onEdit: () => void; onDelete: () => void };

/** The content's height before "Show more", in pixels: about six lines of text. */
const COLLAPSED_HEIGHT = 132;

/** One note as a card: its name, a pin toggle, the markdown collapsed to a few lines, when it was last edited, edit and delete. */
export function NoteCard({ note, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const pin = usePinNote();
  const pinLabel = t(note.isPinned ? 'notes.unpin' : 'notes.pin', { name: note.name });
  const hint = useHint();
  const togglePin = () =>
    pin.mutate(
      { id: note.id, isPinned: !note.isPinned },
      {
        onError: (error) =>
          toast.error(error.message || t(note.isPinned ? 'notes.failedToUnpin' : 'notes.failedToPin')),
      },
    );

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      h="100%"
      style={note.isPinned ? { borderLeft: '4px solid var(--mantine-color-orange-6)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ActionIcon
            variant={note.isPinned ? 'light' : 'subtle'}
            color={note.isPinned ? 'orange' : 'gray'}
            aria-label={pinLabel}
            aria-pressed={note.isPinned}
            // Not disabled while saving: the button keeps keyboard focus; a second press waits.
            onClick={() => !pin.isPending && togglePin()}
            {...hint(pinLabel)}
          >
            {note.isPinned ? <IconPinFilled size={16} /> : <IconPin size={16} />}
          </ActionIcon>
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {note.name}
          </Title>
        </Group>
        <RowActions t={t} name={note.name} onEdit={onEdit} onDelete={onDelete} />
      </Group>
      <Spoiler
        maxHeight={COLLAPSED_HEIGHT}
        showLabel={t('notes.showMore')}
        hideLabel={t('notes.showLess')}
        showAriaLabel={t('notes.showMoreOf', { name: note.name })}
        hideAriaLabel={t('notes.showLessOf', { name: note.name })}
        transitionDuration={0}
      >
        <NoteMarkdown html={note.html} />
      </Spoiler>
      <Text size="xs" c="dimmed" mt="xs">
        <time dateTime={note.updatedAt} title={formatDateTime(note.updatedAt, i18n.language)}>
          {t('notes.edited', { time: formatRelativeTime(note.updatedAt, i18n.language) })}
        </time>
      </Text>
    </Paper>
  );
}
