import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX, NAME_MAX } from '@workspace/shared/common/limits';
import { WORK_PRIORITIES, type WorkPriority } from '@workspace/shared/common/work';
import { createTaskRequestSchema, type Task } from '@workspace/shared/tasks/tasks.schemas';
import type { TicketDetail } from '@workspace/shared/tickets/tickets.schemas';
import type { TicketPriority } from '@workspace/shared/tickets/tickets.constants';
import { DateField } from '../../../components/date-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { appToday, useAppToday } from '../../../lib/app-today';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/format';
import { useAssigneeOptions, useProjectOptions } from '../../../lib/lookups';
import { useCreateTicketTask } from './api/create-ticket-task';

/** Tasks know no "urgent": it becomes their highest priority. */
const TASK_PRIORITY: Record<TicketPriority, WorkPriority> = { low: 'low', medium: 'medium', high: 'high', urgent: 'high' };

/** The ticket's subject as a task title, shortened to what a title may hold. */
export function taskTitleFrom(subject: string): string {
  const title = subject.trim();
  return title.length <= NAME_MAX ? title : `${title.slice(0, NAME_MAX - 1).trimEnd()}…`;
}

/** The ticket's description followed by its reference ("Ticket #12"); the description is shortened if both would not fit. */
export function taskDescriptionFrom(description: string, reference: string): string {
  const text = description.trim();
  const room = DESCRIPTION_MAX - reference.length - 2;
  const body = text.length <= room ? text : `${text.slice(0, room - 1).trimEnd()}…`;
  return body ? `${body}\n\n${reference}` : reference;
}

type Props = { ticket: TicketDetail; onClose: () => void; onCreated: (task: Task) => void };

/** Master and manager make a task from a ticket: prefilled from it, checked by the task's own schema, posted to the ticket. */
export function CreateTaskModal({ ticket, onClose, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const assignees = useAssigneeOptions();
  const projects = useProjectOptions();
  const create = useCreateTicketTask(ticket.id);
  const today = useAppToday();
  const priorityOptions = WORK_PRIORITIES.map((value) => ({ value, label: t(`work.priority.${value}`) }));
  const modal = useFormModal({
    initialValues: {
      title: taskTitleFrom(ticket.subject),
      description: taskDescriptionFrom(ticket.description, t('ticketWindow.createTask.reference', { id: ticket.id })),
      assigneeId: ticket.assignee ? String(ticket.assignee.id) : '',
      projectId: ticket.project ? String(ticket.project.id) : '',
      startDate: today,
      deadline: ticket.deadline !== null && ticket.deadline >= today ? ticket.deadline : '',
      estimatedHours: '',
      status: 'pending' as const,
      priority: TASK_PRIORITY[ticket.priority],
    },
    schema: createTaskRequestSchema(() => appToday()),
    toRequest: (values) => ({ ...values, estimatedHours: parseDecimalInput(values.estimatedHours, i18n.language) }),
    save: async (values) => {
      const { task } = await create.mutateAsync({ ...values, assigneeId: Number(values.assigneeId), projectId: Number(values.projectId) });
      onCreated(task);
    },
    success: t('ticketWindow.createTask.created'),
    failure: t('ticketWindow.createTask.failed'),
    onClose,
  });
  const input = modal.form.getInputProps;
  const lookup = { withAsterisk: true, searchable: true, nothingFoundMessage: t('common.empty') };
  const field = (name: string) => t(`ticketWindow.createTask.fields.${name}`);

  return (
    <FormModal modal={modal} title={t('ticketWindow.createTask.title', { id: ticket.id })} size="lg">
      <TextInput label={field('title')} withAsterisk maxLength={NAME_MAX} {...input('title')} />
      <Textarea label={field('description')} autosize minRows={3} maxRows={8} maxLength={DESCRIPTION_MAX} {...input('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={field('project')} {...lookup} data={projects} {...input('projectId')} />
        <Select label={field('assignee')} {...lookup} data={assignees} {...input('assigneeId')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField minDate={today} label={field('startDate')} withAsterisk {...input('startDate')} />
        <DateField minDate={today} label={field('deadline')} withAsterisk {...input('deadline')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={field('estimatedHours')}
          inputMode="decimal"
          placeholder={formatDecimalInput('7.5', i18n.language)}
          withAsterisk
          {...input('estimatedHours')}
        />
        <Select label={field('priority')} allowDeselect={false} data={priorityOptions} {...input('priority')} />
      </SimpleGrid>
    </FormModal>
  );
}
