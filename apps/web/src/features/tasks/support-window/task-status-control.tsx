import { Button, Loader } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORK_STATUSES, type WorkStatus } from '@workspace/shared/common/work';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { confirmChange } from '../../../components/confirm-dialog';
import { LazyMenu } from '../../../components/lazy-menu';
import { STATUS_COLORS, StatusBadge } from '../../../components/work-badges';
import { toast } from '../../../lib/toast';
import { useSetTaskStatus } from '../api/set-task-status';

/**
 * The status as a menu. A choice asks for confirmation with the old and the new value; while
 * the change is under way the new value shows, and on failure the old one comes back.
 */
export function TaskStatusControl({ task }: { task: Task }) {
  const { t } = useTranslation();
  const mutation = useSetTaskStatus();
  const [pending, setPending] = useState<WorkStatus | null>(null);
  const shown = pending ?? task.status;

  const changeStatus = async (next: WorkStatus) => {
    setPending(next);
    try {
      await mutation.mutateAsync({ id: task.id, status: next });
      toast.success(t('support.status.updated'));
    } catch {
      // The mutation has said so already.
    } finally {
      setPending(null);
    }
  };

  const confirmStatus = async (next: WorkStatus) => {
    if (next === task.status) return;
    const isConfirmed = await confirmChange({
      record: 'task',
      field: 'status',
      subject: task.title,
      from: t(`work.status.${task.status}`),
      to: t(`work.status.${next}`),
      oldValue: <StatusBadge status={task.status} />,
      newValue: <StatusBadge status={next} />,
    });
    if (isConfirmed) await changeStatus(next);
  };

  return (
    <LazyMenu
      title={t('support.status.change')}
      target={
        <Button
          size="compact-sm"
          variant="light"
          color={STATUS_COLORS[shown]}
          // Not `loading`: that hides the label, and the new value should show while it is saved.
          leftSection={pending !== null ? <Loader size={12} color={STATUS_COLORS[shown]} /> : undefined}
          aria-busy={pending !== null}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`${t('support.status.change')}: ${t(`work.status.${shown}`)}`}
        >
          {t(`work.status.${shown}`)}
        </Button>
      }
      entries={WORK_STATUSES.map((status) => ({
        key: status,
        label: <StatusBadge status={status} />,
        disabled: status === task.status,
        onClick: () => void confirmStatus(status),
      }))}
    />
  );
}
