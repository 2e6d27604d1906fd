import { useTranslation } from 'react-i18next';
import { SubjectUnavailable } from '../../../components/conversation/subject-unavailable';

/** 404 from the API: the task does not exist or belongs to someone else; we never say which. */
export function TaskUnavailable() {
  const { t } = useTranslation();
  return (
    <SubjectUnavailable
      title={t('support.unavailable.title')}
      text={t('support.unavailable.text')}
      home={t('support.unavailable.home')}
    />
  );
}
