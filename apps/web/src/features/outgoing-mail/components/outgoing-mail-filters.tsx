import { useTranslation } from 'react-i18next';
import { OUTGOING_MAIL_STATUSES } from '@workspace/shared/insight/outgoing-mail.constants';
import { FilterSelect } from '../../../components/filter-panel';
import type { ListState } from '../../../components/use-list-state';
import type { outgoingMailList } from '../outgoing-mail-list';

type Props = {
  list: ListState<typeof outgoingMailList>;
  /** The server's messages for a refused filter, by field. */
  errors?: Record<string, string>;
};

/** Where a mail stands: queued, sent or failed. */
export function OutgoingMailFilters({ list, errors = {} }: Props) {
  const { t } = useTranslation();
  const statuses = OUTGOING_MAIL_STATUSES.map((value) => ({ value, label: t(`outgoingMail.status.${value}`) }));
  return (
    <FilterSelect
      list={list}
      name="status"
      label={t('outgoingMail.fields.status')}
      data={statuses}
      error={errors.status}
    />
  );
}
