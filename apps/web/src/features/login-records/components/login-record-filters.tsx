import { useTranslation } from 'react-i18next';
import { LOGIN_STATUSES } from '@workspace/shared/insight/login-records.constants';
import type { loginRecordList } from '../../../lib/lists';
import { FilterDate, FilterSelect } from '../../../components/filter-panel';
import type { ListState } from '../../../components/use-list-state';
import { useUserOptions } from '../../../lib/lookups';
import { useLoginCountries } from '../api/get-login-countries';

type Props = {
  list: ListState<typeof loginRecordList>;
  /** The server's messages for a refused filter (an inverted date range), by field. */
  errors?: Record<string, string>;
};

/** Status, person (staff and customers alike), country and the days of the attempts. */
export function LoginRecordFilters({ list, errors = {} }: Props) {
  const { t } = useTranslation();
  const users = useUserOptions();
  const countries = (useLoginCountries().data?.data ?? []).map((country) => ({ value: country, label: country }));
  const statuses = LOGIN_STATUSES.map((value) => ({ value, label: t(`loginRecords.status.${value}`) }));
  return (
    <>
      <FilterSelect
        list={list}
        name="status"
        label={t('loginRecords.fields.status')}
        data={statuses}
        error={errors.status}
      />
      <FilterSelect
        list={list}
        name="userId"
        label={t('loginRecords.fields.user')}
        data={users}
        searchable
        error={errors.userId}
      />
      <FilterSelect
        list={list}
        name="country"
        label={t('loginRecords.fields.country')}
        data={countries}
        error={errors.country}
      />
      <FilterDate list={list} name="dateFrom" label={t('loginRecords.fields.dateFrom')} error={errors.dateFrom} />
      <FilterDate list={list} name="dateTo" label={t('loginRecords.fields.dateTo')} error={errors.dateTo} />
    </>
  );
}
