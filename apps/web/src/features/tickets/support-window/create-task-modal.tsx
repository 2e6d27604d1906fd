import { Checkbox, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX, NAME_MAX } from '@workspace/shared/common/limits';
import { WORK_PRIORITIES, type WorkPriority } from '@workspace/shared/common/work';
import { createTaskRequestSchema, type Task } from '@workspace/shared/tasks/tasks.schemas';
import type { Attachment, TimelineItem } from '@workspace/shared/conversation/conversation.schemas';
import type { TicketDetail } from '@workspace/shared/tickets/tickets.schemas';
import type { TicketPriority } from '@workspace/shared/tickets/tickets.constants';
import { useTimeline } from '../../../components/conversation/use-conversation';
import { DateField } from '../../../components/date-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { appToday, useAppToday } from '../../../lib/app-today';
import { formatFileSize } from '../../../lib/file-size';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/format';
import { useAssigneeOptions, useProjectOptions } from '../../../lib/lookups';
import { useCreateTicketTask } from './api/create-ticket-task';
import { ticketConversation } from './ticket-events';

/** Tasks know no "urgent": it becomes their highest priority. */
const TASK_PRIORITY: Record<TicketPriority, WorkPriority> = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  urgent: 'high',
};

/**
 * `text` cut to at most `max` characters at the last word boundary that fits (in the middle of a
 * word only when its first word alone is longer), without an ellipsis: what is stored is words the
 * ticket had, and the person can still edit it.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const boundary = head.search(/\s\S*$/);
  return (boundary > 0 ? head.slice(0, boundary) : text.slice(0, max)).replace(/[\s,;:–—-]+$/u, '');
}

/** The ticket's subject as a task title, shortened at a word to what a title may hold. */
export function taskTitleFrom(subject: string): string {
  return cutAtWord(subject.trim(), NAME_MAX);
}

/** The ticket's description followed by its reference ("Ticket #12"); the description is shortened at a word if both would not fit. */
export function taskDescriptionFrom(description: string, reference: string): string {
  const body = cutAtWord(description.trim(), DESCRIPTION_MAX - reference.length - 2);
  return body ? `${body}\n\n${reference}` : reference;
}

/** The files of the ticket's conversation, oldest first. */
const ticketFiles = (timeline: TimelineItem[] | undefined): Attachment[] =>
  (timeline ?? []).flatMap((item) => (item.kind === 'comment' ? item.attachments : []));

type Props = { ticket: TicketDetail; onClose: () => void; onCreated: (task: Task) => void };

/** Master and manager make a task from a ticket: prefilled from it, checked by the task's own schema, posted to the ticket. */
export function CreateTaskModal({ ticket, onClose, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const assignees = useAssigneeOptions();
  const projects = useProjectOptions();
  const create = useCreateTicketTask(ticket.id);
  const today = useAppToday();
  // The ticket's files go along unless unticked (the window has its timeline already).
  const files = ticketFiles(useTimeline(ticketConversation, ticket.id).data);
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
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
      const attachmentIds = files.filter((file) => !leftOut.has(file.id)).map((file) => file.id);
      const { task } = await create.mutateAsync({
        ...values,
        assigneeId: Number(values.assigneeId),
        projectId: Number(values.projectId),
        attachmentIds,
      });
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
      <Textarea
        label={field('description')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={DESCRIPTION_MAX}
        {...input('description')}
      />
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
      {files.length > 0 && (
        <Checkbox.Group
          label={t('ticketWindow.createTask.files')}
          description={t('ticketWindow.createTask.filesHint')}
          value={files.filter((file) => !leftOut.has(file.id)).map((file) => String(file.id))}
          onChange={(chosen) =>
            setLeftOut(new Set(files.filter((file) => !chosen.includes(String(file.id))).map((file) => file.id)))
          }
        >
          <Stack gap={6} mt={6}>
            {files.map((file) => (
              <Checkbox
                key={file.id}
                value={String(file.id)}
                label={`${file.filename} (${formatFileSize(file.size, i18n.language)})`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </FormModal>
  );
}
