import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SharedDataSummary } from '@workspace/shared/shared-data/shared-data.schemas';
import type { SharedDataAccess } from '@workspace/shared/shared-data/shared-data.constants';
import { sharedDataList } from '../../../lib/lists';
import { SummaryCards } from '../../../components/summary-cards';
import { withoutParams, type ListState } from '../../../components/use-list-state';
import { listSummaryQueryOptions } from '../../../lib/list-api';

/**
 * All records, the caller's own, those shared with them, and their own shared with someone, under
 * the search. The own and shared cards set the list's `access` filter, so their figures ignore it.
 */
export function SharedDataSummaryCards({ list }: { list: ListState<typeof sharedDataList> }) {
  const { t } = useTranslation();
  const summary = useQuery({
    ...listSummaryQueryOptions<SharedDataSummary>(sharedDataList, withoutParams(list.filterParams, ['access'])),
    retry: false,
  });
  const figure = (value: number | undefined) => value ?? '–';
  const access = list.filters.access as SharedDataAccess | undefined;
  const toggle = (value: SharedDataAccess) => () => list.setFilter('access', access === value ? null : value);
  return (
    <SummaryCards
      cards={[
        {
          key: 'total',
          label: t('sharedData.summary.total'),
          value: figure(summary.data?.total),
          color: 'indigo',
          isActive: !access,
          onClick: () => list.setFilter('access', null),
        },
        {
          key: 'own',
          label: t('sharedData.summary.own'),
          value: figure(summary.data?.own),
          color: 'teal',
          isActive: access === 'own',
          onClick: toggle('own'),
        },
        {
          key: 'sharedWithMe',
          label: t('sharedData.summary.sharedWithMe'),
          value: figure(summary.data?.sharedWithMe),
          color: 'violet',
          isActive: access === 'shared',
          onClick: toggle('shared'),
        },
        {
          key: 'sharedByMe',
          label: t('sharedData.summary.sharedByMe'),
          value: figure(summary.data?.sharedByMe),
          color: 'orange',
        },
      ]}
    />
  );
}
