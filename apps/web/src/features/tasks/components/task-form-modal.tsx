import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { createTaskRequestSchema, updateTaskRequestSchema, type Task } from '@workspace/shared/tasks/tasks.schemas';
import { LimitedTextInput } from '../../../components/limited-field';
import { DateField } from '../../../components/date-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { useWorkOptions } from '../../../components/work-badges';
import { appToday, useAppToday } from '../../../lib/app-today';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/format';
import { useAssigneeOptions, useProjectOptions } from '../../../lib/lookups';
import { useSaveTask } from '../api/save-task';

type Props = { task: Task | null; onClose: () => void };

/** Create or edit a task, checked by the same schema as the server; server field messages land under their fields. */
export function TaskFormModal({ task, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const isEdit = task !== null;
  const assignees = useAssigneeOptions();
  const projects = useProjectOptions();
  const { statusOptions, priorityOptions } = useWorkOptions();
  const save = useSaveTask();
  const today = useAppToday();
  // New work starts today or later; the calendar says so before the schema does.
  const minDate = isEdit ? undefined : today;
  const modal = useFormModal({
    initialValues: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      assigneeId: task ? String(task.assignee.id) : '',
      projectId: task ? String(task.project.id) : '',
      startDate: task?.startDate ?? '',
      deadline: task?.deadline ?? '',
      estimatedHours: task ? formatDecimalInput(task.estimatedHours, i18n.language) : '',
      status: task?.status ?? 'pending',
      priority: task?.priority ?? 'medium',
    },
    schema: isEdit ? updateTaskRequestSchema : createTaskRequestSchema(() => appToday()),
    toRequest: (values) => ({ ...values, estimatedHours: parseDecimalInput(values.estimatedHours, i18n.language) }),
    save: (values) =>
      save.mutateAsync({
        id: task?.id ?? null,
        body: { ...values, assigneeId: Number(values.assigneeId), projectId: Number(values.projectId) },
      }),
    success: t(isEdit ? 'tasks.updated' : 'tasks.created'),
    failure: t('tasks.failedToSave'),
    onClose,
  });
  const input = modal.form.getInputProps;
  const lookup = { withAsterisk: true, searchable: true, nothingFoundMessage: t('common.empty') };

  return (
    <FormModal modal={modal} title={t(isEdit ? 'tasks.editTask' : 'tasks.newTask')} size="lg">
      <LimitedTextInput label={t('tasks.fields.title')} withAsterisk limit={NAME_MAX} {...input('title')} />
      <Textarea label={t('tasks.fields.description')} autosize minRows={2} maxRows={6} {...input('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t('tasks.fields.assignee')} {...lookup} data={assignees} {...input('assigneeId')} />
        <Select label={t('tasks.fields.project')} {...lookup} data={projects} {...input('projectId')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField minDate={minDate} label={t('tasks.fields.startDate')} withAsterisk {...input('startDate')} />
        <DateField minDate={minDate} label={t('tasks.fields.deadline')} withAsterisk {...input('deadline')} />
        <TextInput
          label={t('tasks.fields.estimatedHours')}
          inputMode="decimal"
          placeholder={formatDecimalInput('7.5', i18n.language)}
          withAsterisk
          {...input('estimatedHours')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t('tasks.fields.status')} allowDeselect={false} data={statusOptions} {...input('status')} />
        <Select
          label={t('tasks.fields.priority')}
          allowDeselect={false}
          data={priorityOptions}
          {...input('priority')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
