import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NoteSummary } from '@workspace/shared/notes/notes.schemas';
import { noteList } from '../../../lib/lists';
import { SummaryCards } from '../../../components/summary-cards';
import { withoutParams, type ListState } from '../../../components/use-list-state';
import { listSummaryQueryOptions } from '../../../lib/list-api';

/**
 * All notes, pinned ones and those edited in the last 7 days under the search. The pinned card
 * sets the list's `pinned` filter itself, so its figures ignore that filter (the total stays the total).
 */
export function NoteSummaryCards({ list }: { list: ListState<typeof noteList> }) {
  const { t } = useTranslation();
  const summary = useQuery({
    ...listSummaryQueryOptions<NoteSummary>(noteList, withoutParams(list.filterParams, ['pinned'])),
    retry: false,
  });
  const figure = (value: number | undefined) => value ?? '–';
  const isPinnedOnly = list.filters.pinned === 'true';
  return (
    <SummaryCards
      cards={[
        {
          key: 'total',
          label: t('notes.summary.total'),
          value: figure(summary.data?.total),
          color: 'indigo',
          isActive: !list.filters.pinned,
          onClick: () => list.setFilter('pinned', null),
        },
        {
          key: 'pinned',
          label: t('notes.summary.pinned'),
          value: figure(summary.data?.pinned),
          color: 'yellow',
          isActive: isPinnedOnly,
          onClick: () => list.setFilter('pinned', isPinnedOnly ? null : 'true'),
        },
        {
          key: 'editedLastWeek',
          label: t('notes.summary.editedLastWeek'),
          value: figure(summary.data?.editedLastWeek),
          color: 'teal',
        },
      ]}
    />
  );
}
