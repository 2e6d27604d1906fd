import { useTranslation } from 'react-i18next';
import { storedUser } from '../../lib/session';
import { TaskList } from './components/task-list';

/** /mytask (master, manager, employee): the user's own tasks; an employee may change only their status. */
export function Component() {
  const { t } = useTranslation();
  const canManage = storedUser()?.type !== 'employee';
  return <TaskList title={t('screens.myTask')} isMine canManage={canManage} />;
}
