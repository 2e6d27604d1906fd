import { Button, Center, Group, Loader, NativeSelect, Pagination, SimpleGrid, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '@workspace/shared/notes/notes.schemas';
import { NOTE_SORT_FIELDS } from '@workspace/shared/notes/notes.constants';
import { noteList } from '../../lib/lists';
import { EmptyState } from '../../components/empty-state';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useListState } from '../../components/use-list-state';
import { listQueryOptions } from '../../lib/list-api';
import { noteKeys } from '../../lib/query-keys';
import { NoteCard } from './components/note-card';
import { NoteSummaryCards } from './components/note-summary-cards';
import { lazyDialog } from '../../components/lazy-dialog';

const NoteFormModal = lazyDialog(() => import('./components/note-form-modal').then((module) => module.NoteFormModal));

/** Each sort of the cards in its natural direction: newest edits and creations first, names A to Z. */
const SORT_ORDER = { updatedAt: 'desc', createdAt: 'desc', name: 'asc' } as const;

/**
 * /user-note (everyone, each their own notes): summary cards, search, sort, export, and the notes
 * as cards (pinned first, as the server orders them) with pin, edit and delete; new and edit in a dialog.
 */
export function Component() {
  const { t } = useTranslation();
  const list = useListState(noteList);
  const notes = useQuery(listQueryOptions(noteList, list.listParams));
  const [editing, setEditing] = useState<Note | null | undefined>(undefined);
  const deleteNote = useConfirmedDelete<Note>({
    path: '/api/notes',
    invalidates: [noteKeys.all],
    name: (note) => note.name,
    success: t('notes.deleted'),
    failure: t('notes.failedToDelete'),
  });
  const rows = notes.data?.data;
  const total = notes.data?.meta.total ?? 0;
  const isFiltered = list.q !== '' || list.activeFilterCount > 0;

  const sortSelect = (
    <NativeSelect
      aria-label={t('notes.sortBy')}
      w={200}
      value={list.sort.sort}
      onChange={(event) => {
        const value = event.currentTarget.value as keyof typeof SORT_ORDER;
        list.setSort({ sort: value, order: SORT_ORDER[value] });
      }}
      data={NOTE_SORT_FIELDS.map((field) => ({ value: field, label: t(`notes.sort.${field}`) }))}
    />
  );

  return (
    <>
      <PageHeader title={t('screens.userNote')}>
        <Button onClick={() => setEditing(null)}>{t('notes.newNote')}</Button>
      </PageHeader>
      <NoteSummaryCards list={list} />
      <ListToolbar list={list} exportOf={noteList} extra={sortSelect} />
      {notes.isLoading && !rows && (
        <Center p="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      )}
      {rows &&
        rows.length === 0 &&
        (isFiltered ? (
          <Text c="dimmed" ta="center" p="lg">
            {t('notes.noMatch')}
          </Text>
        ) : (
          <EmptyNotes onCreate={() => setEditing(null)} />
        ))}
      {rows && rows.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" role="list" aria-label={t('notes.list')}>
          {rows.map((note) => (
            <div role="listitem" key={note.id}>
              <NoteCard note={note} onEdit={() => setEditing(note)} onDelete={() => deleteNote(note)} />
            </div>
          ))}
        </SimpleGrid>
      )}
      {total > 0 && (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">
            {t('common.total', { count: total })}
          </Text>
          <Pagination
            total={Math.max(1, Math.ceil(total / list.pageSize))}
            value={list.page}
            onChange={list.setPage}
            size="sm"
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('list.previousPage') }
                : control === 'next'
                  ? { 'aria-label': t('list.nextPage') }
                  : {}
            }
          />
        </Group>
      )}
      {editing !== undefined && <NoteFormModal note={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

/** The first visit: what notes are for, and the button to write one. */
function EmptyNotes({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconNotes size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />}
      title={t('notes.empty')}
      text={t('notes.emptyText')}
      action={t('notes.newNote')}
      onAction={onCreate}
    />
  );
}
