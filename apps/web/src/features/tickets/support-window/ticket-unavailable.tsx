import { useTranslation } from 'react-i18next';
import { SubjectUnavailable } from '../../../components/conversation/subject-unavailable';

/** 404 from the API: the ticket does not exist or is not the caller's to see; we never say which. */
export function TicketUnavailable() {
  const { t } = useTranslation();
  return (
    <SubjectUnavailable
      title={t('ticketWindow.unavailable.title')}
      text={t('ticketWindow.unavailable.text')}
      home={t('ticketWindow.unavailable.home')}
    />
  );
}
