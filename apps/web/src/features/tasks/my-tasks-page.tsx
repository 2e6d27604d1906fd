import { useTranslation } from 'react-i18next';
import { TaskList } from './components/task-list';

/** /mytask (master, manager, employee): the user's own tasks; an employee may change only their status. */
export function Component() {
  const { t } = useTranslation();
  return <TaskList title={t('screens.myTask')} isMine />;
}
