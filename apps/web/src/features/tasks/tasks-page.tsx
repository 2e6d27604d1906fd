import { useTranslation } from 'react-i18next';
import { TaskList } from './components/task-list';

/** /task (master, manager): every task, with full actions. */
export function Component() {
  const { t } = useTranslation();
  return <TaskList title={t('screens.task')} isMine={false} />;
}
