import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';
import { PriorityBadge, StatusBadge } from '../../../components/work-badges';
import { formatDate, personName } from '../../../lib/format';
import { formatDateTime } from '../../../lib/relative-time';
import { TaskStatusControl } from './task-status-control';

/** Estimated hours ("7.50") per locale: "7.5 hours", "7,5 saat". */
const formatHours = (hours: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 2 }).format(
    Number(hours),
  );

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Everything known about the task; the status is a control for those allowed to change it. */
export function TaskDetailsCard({ task, canChangeStatus }: { task: Task; canChangeStatus: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('support.details')}
        </Title>
        {task.ticketId !== null && (
          <Anchor component={Link} to={`/support-window/${task.ticketId}/ticket`} size="sm">
            <Group gap={6} wrap="nowrap">
              <IconTicket size={16} aria-hidden />
              {t('support.fromTicket', { id: task.ticketId })}
            </Group>
          </Anchor>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Field label={t('support.fields.status')}>
            {canChangeStatus ? <TaskStatusControl task={task} /> : <StatusBadge status={task.status} />}
          </Field>
          <Field label={t('support.fields.priority')}>
            <PriorityBadge priority={task.priority} />
          </Field>
          <Field label={t('support.fields.project')}>{task.project.name}</Field>
          <Field label={t('support.fields.assignee')}>{personName(task.assignee)}</Field>
          <Field label={t('support.fields.startDate')}>{formatDate(task.startDate, locale)}</Field>
          <Field label={t('support.fields.deadline')}>
            <Group gap={6}>
              <span>{formatDate(task.deadline, locale)}</span>
              {task.isOverdue && (
                <Badge color="red" size="sm">
                  {t('support.overdue')}
                </Badge>
              )}
            </Group>
          </Field>
          <Field label={t('support.fields.estimatedHours')}>{formatHours(task.estimatedHours, locale)}</Field>
          <Field label={t('support.fields.completedAt')}>
            {task.completedAt ? (
              formatDateTime(task.completedAt, locale)
            ) : (
              <Text span c="dimmed" size="sm">
                {t('support.notCompleted')}
              </Text>
            )}
          </Field>
          <Field label={t('support.fields.createdBy')}>
            {task.createdBy ? personName(task.createdBy) : t('support.system')}
          </Field>
          <Field label={t('support.fields.createdAt')}>{formatDateTime(task.createdAt, locale)}</Field>
        </SimpleGrid>
        <Field label={t('support.fields.description')}>
          {task.description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {task.description}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('support.noDescription')}
            </Text>
          )}
        </Field>
      </Stack>
    </Paper>
  );
}
