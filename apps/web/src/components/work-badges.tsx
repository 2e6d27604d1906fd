import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@workspace/shared/common/limits';
import { WORK_PRIORITIES, WORK_STATUSES, type WorkPriority, type WorkStatus } from '@workspace/shared/common/work';

/** One colour per status and priority, the same in badges, cards and board columns. */
export const STATUS_COLORS: Record<WorkStatus, string> = {
  pending: 'gray',
  inProgress: 'blue',
  completed: 'green',
  onHold: 'yellow',
  cancelled: 'red',
};

export const PRIORITY_COLORS: Record<WorkPriority, string> = { low: 'teal', medium: 'orange', high: 'red' };

export function StatusBadge({ status, ...props }: { status: WorkStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...props}>
      {t(`work.status.${status}`)}
    </Badge>
  );
}

export function PriorityBadge({ priority, ...props }: { priority: WorkPriority } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="dot" {...props}>
      {t(`work.priority.${priority}`)}
    </Badge>
  );
}

/** Statuses, priorities and currencies as options of selects and filters, in the user's language. */
export function useWorkOptions() {
  const { t } = useTranslation();
  return {
    statusOptions: WORK_STATUSES.map((value) => ({
      value,
      label: t(`work.status.${value}`),
      color: STATUS_COLORS[value],
    })),
    priorityOptions: WORK_PRIORITIES.map((value) => ({
      value,
      label: t(`work.priority.${value}`),
      color: PRIORITY_COLORS[value],
    })),
    currencyOptions: CURRENCIES.map((value) => ({ value, label: t(`work.currency.${value}`) })),
  };
}
