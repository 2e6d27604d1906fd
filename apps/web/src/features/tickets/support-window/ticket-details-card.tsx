import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WORK_STATUSES, type WorkStatus } from '@workspace/shared/common/work';
import type { TicketDetail } from '@workspace/shared/tickets/tickets.schemas';
import type { TicketStatus } from '@workspace/shared/tickets/tickets.constants';
import { StatusBadge } from '../../../components/work-badges';
import { formatDate, personName } from '../../../lib/format';
import { formatDateTime } from '../../../lib/relative-time';
import { TicketPriorityBadge } from '../components/ticket-badges';
import {
  TicketAssigneeControl,
  TicketCategoryControl,
  TicketDeadlineControl,
  TicketPriorityControl,
  TicketStatusControl,
} from './ticket-controls';
import { taskWindowPath } from './ticket-events';

/** What the signed-in user may change here, from the shared policies. */
export type TicketPermissions = {
  /** Statuses staff may move the ticket to (empty: the status only shows). */
  statusChoices: readonly TicketStatus[];
  /** Priority, deadline and category. */
  canTriage: boolean;
  canAssign: boolean;
  /** Staff see the tasks made from the ticket, with links. */
  seesTasks: boolean;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Dimmed({ children }: { children: ReactNode }) {
  return (
    <Text span c="dimmed" size="sm">
      {children}
    </Text>
  );
}

const isWorkStatus = (value: string): value is WorkStatus => (WORK_STATUSES as readonly string[]).includes(value);

function LinkedTasks({ tasks }: { tasks: TicketDetail['tasks'] }) {
  const { t } = useTranslation();
  if (tasks.length === 0) return <Dimmed>{t('ticketWindow.noTasks')}</Dimmed>;
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {tasks.map((task) => (
        <Group component="li" key={task.id} gap="xs" wrap="nowrap" justify="space-between">
          <Anchor component={Link} to={taskWindowPath(task.id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
            #{task.id} {task.title}
          </Anchor>
          {isWorkStatus(task.status) ? (
            <StatusBadge status={task.status} size="sm" style={{ flexShrink: 0 }} />
          ) : (
            <Badge size="sm">{task.status}</Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/** Everything known about the ticket; the fields the user may change are controls, each change confirmed. */
export function TicketDetailsCard({ ticket, permissions }: { ticket: TicketDetail; permissions: TicketPermissions }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { statusChoices, canTriage, canAssign, seesTasks } = permissions;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('ticketWindow.details')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Field label={t('ticketWindow.fields.status')}>
            {statusChoices.length > 0 ? (
              <TicketStatusControl ticket={ticket} choices={statusChoices} />
            ) : (
              <StatusBadge status={ticket.status} />
            )}
          </Field>
          <Field label={t('ticketWindow.fields.priority')}>
            {canTriage ? <TicketPriorityControl ticket={ticket} /> : <TicketPriorityBadge priority={ticket.priority} />}
          </Field>
          <Field label={t('ticketWindow.fields.department')}>{t(`ticketValues.department.${ticket.department}`)}</Field>
          <Field label={t('ticketWindow.fields.type')}>{t(`ticketValues.type.${ticket.type}`)}</Field>
          <Field label={t('ticketWindow.fields.category')}>
            {canTriage ? (
              <TicketCategoryControl ticket={ticket} />
            ) : (
              (ticket.category?.name ?? <Dimmed>{t('ticketWindow.noCategory')}</Dimmed>)
            )}
          </Field>
          <Field label={t('ticketWindow.fields.project')}>
            {ticket.project?.name ?? <Dimmed>{t('ticketWindow.noProject')}</Dimmed>}
          </Field>
          <Field label={t('ticketWindow.fields.customer')}>
            {ticket.createdBy ? personName(ticket.createdBy) : <Dimmed>{t('ticketWindow.unknownPerson')}</Dimmed>}
          </Field>
          <Field label={t('ticketWindow.fields.assignee')}>
            {canAssign ? (
              <TicketAssigneeControl ticket={ticket} />
            ) : ticket.assignee ? (
              personName(ticket.assignee)
            ) : (
              <Dimmed>{t('ticketWindow.unassigned')}</Dimmed>
            )}
          </Field>
          <Field label={t('ticketWindow.fields.deadline')}>
            <Group gap={6}>
              {canTriage ? (
                <TicketDeadlineControl ticket={ticket} />
              ) : ticket.deadline ? (
                <span>{formatDate(ticket.deadline, locale)}</span>
              ) : (
                <Dimmed>{t('ticketWindow.noDeadline')}</Dimmed>
              )}
              {ticket.isOverdue && (
                <Badge color="red" size="sm">
                  {t('ticketWindow.overdue')}
                </Badge>
              )}
            </Group>
          </Field>
          <Field label={t('ticketWindow.fields.createdAt')}>{formatDateTime(ticket.createdAt, locale)}</Field>
          <Field label={t('ticketWindow.fields.updatedAt')}>{formatDateTime(ticket.updatedAt, locale)}</Field>
          <Field label={t('ticketWindow.fields.completedAt')}>
            {ticket.completedAt ? (
              formatDateTime(ticket.completedAt, locale)
            ) : (
              <Dimmed>{t('ticketWindow.notCompleted')}</Dimmed>
            )}
          </Field>
        </SimpleGrid>
        <Field label={t('ticketWindow.fields.description')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {ticket.description}
          </Text>
        </Field>
        {seesTasks && (
          <Field label={t('ticketWindow.fields.tasks')}>
            <LinkedTasks tasks={ticket.tasks} />
          </Field>
        )}
      </Stack>
    </Paper>
  );
}
