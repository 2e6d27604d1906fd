import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import type { UserKind, UserSummary } from '@workspace/shared/users/users.schemas';
import { userList } from '../../../lib/lists';
import { SummaryCards, type SummaryCard } from '../../../components/summary-cards';
import { withoutParams, type ListState } from '../../../components/use-list-state';
import { listSummaryQueryOptions } from '../../../lib/list-api';

const TYPE_COLORS = { master: 'grape', manager: 'blue', employee: 'cyan' } as const;

type Props = {
  list: ListState<typeof userList>;
  /** Staff also get one card per type; customers are all of one type. */
  kind: UserKind;
};

/** Total, active and inactive, and (for staff) one card per type; a click filters the list to that card. */
export function UserSummaryCards({ list, kind }: Props) {
  const { t } = useTranslation();
  // The cards set status and type themselves, so their own figures ignore those two filters.
  const summary = useQuery({
    ...listSummaryQueryOptions<UserSummary>(userList, withoutParams(list.filterParams, ['isActive', 'type'])),
    retry: false,
  });
  const figure = (value: number | undefined) => value ?? '–';
  const { isActive, type } = list.filters;
  const toggleActive = (value: 'true' | 'false') => list.setFilter('isActive', isActive === value ? null : value);
  const cards: SummaryCard[] = [
    {
      key: 'total',
      label: t('users.summary.total'),
      value: figure(summary.data?.total),
      color: 'indigo',
      isActive: !isActive && !type,
      onClick: () => list.setFilters({ isActive: null, type: null }),
    },
    {
      key: 'active',
      label: t('common.active'),
      value: figure(summary.data?.active),
      color: 'teal',
      isActive: isActive === 'true',
      onClick: () => toggleActive('true'),
    },
    {
      key: 'inactive',
      label: t('common.inactive'),
      value: figure(summary.data?.inactive),
      color: 'gray',
      isActive: isActive === 'false',
      onClick: () => toggleActive('false'),
    },
  ];
  if (kind === 'internal') {
    cards.push(
      ...INTERNAL_USER_TYPES.map((value) => ({
        key: value,
        label: t(`roles.${value}`),
        value: figure(summary.data?.byType[value]),
        color: TYPE_COLORS[value],
        isActive: type === value,
        onClick: () => list.setFilter('type', type === value ? null : value),
      })),
    );
  }
  return <SummaryCards cards={cards} />;
}
