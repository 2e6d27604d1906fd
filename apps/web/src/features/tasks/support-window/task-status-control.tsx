import { useTranslation } from 'react-i18next';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { LazyInlineSelect } from '../../../components/lazy-inline-select';
import { useWorkOptions } from '../../../components/work-badges';
import { toast } from '../../../lib/toast';
import { useSetTaskStatus } from '../api/set-task-status';

/**
 * The status, changed in place as in the task list (`LazyInlineSelect`, whose select comes when it is
 * first reached: docs/decisions/035): a choice asks for confirmation with the old and the new value;
 * the new value shows while it is saved, the old one on failure.
 */
export function TaskStatusControl({ task }: { task: Task }) {
  const { t } = useTranslation();
  const mutation = useSetTaskStatus();
  const { statusOptions } = useWorkOptions();
  return (
    <LazyInlineSelect
      t={t}
      value={task.status}
      options={statusOptions}
      record="task"
      field="status"
      subject={task.title}
      width={160}
      onChange={async (status) => {
        // A failure is told by the mutation; the select shows the stored status again.
        await mutation.mutateAsync({ id: task.id, status });
        toast.success(t('support.status.updated'));
      }}
    />
  );
}
