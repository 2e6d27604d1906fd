import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { isoToday } from '@workspace/shared/common/work';
import { createTaskRequestSchema, updateTaskRequestSchema, type Task } from '@workspace/shared/tasks/tasks.schemas';
import { DateField } from '../../../components/date-field';
import { useWorkOptions } from '../../../components/work-badges';
import { reportSubmitError, zodErrors } from '../../../lib/form-validation';
import { normalizeDecimalInput } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useProjectOptions } from '../api/lookup-projects';
import { useAssigneeOptions } from '../api/lookup-users';
import { useSaveTask } from '../api/save-task';

type Props = { task: Task | null; onClose: () => void };

/** Create or edit a task, checked by the same schema as the server; server field messages land under their fields. */
export function TaskFormModal({ task, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = task !== null;
  const assignees = useAssigneeOptions();
  const projects = useProjectOptions();
  const { statusOptions, priorityOptions } = useWorkOptions();
  const save = useSaveTask();
  // New work starts today or later (SPEC section 5); the calendar says so before the schema does.
  const minDate = isEdit ? undefined : isoToday();
  const schema = useMemo(() => (isEdit ? updateTaskRequestSchema : createTaskRequestSchema(() => isoToday())), [isEdit]);
  const form = useForm({
    initialValues: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      assigneeId: task ? String(task.assignee.id) : '',
      projectId: task ? String(task.project.id) : '',
      startDate: task?.startDate ?? '',
      deadline: task?.deadline ?? '',
      estimatedHours: task?.estimatedHours ?? '',
      status: task?.status ?? 'pending',
      priority: task?.priority ?? 'medium',
    },
    transformValues: (values) => ({ ...values, estimatedHours: normalizeDecimalInput(values.estimatedHours) }),
    validate: (values) => zodErrors(schema, { ...values, estimatedHours: normalizeDecimalInput(values.estimatedHours) }, t),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: task?.id ?? null,
        body: { ...values, assigneeId: Number(values.assigneeId), projectId: Number(values.projectId) },
      });
      toast.success(t(isEdit ? 'tasks.updated' : 'tasks.created'));
      onClose();
    } catch (error) {
      reportSubmitError(error, form.setErrors, t('tasks.failedToSave'));
    }
  });

  const plain = (options: { value: string; label: string }[]) => options.map(({ value, label }) => ({ value, label }));

  return (
    <Modal opened onClose={onClose} title={t(isEdit ? 'tasks.editTask' : 'tasks.newTask')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('tasks.fields.title')} withAsterisk maxLength={NAME_MAX} {...form.getInputProps('title')} />
          <Textarea label={t('tasks.fields.description')} autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('tasks.fields.assignee')}
              withAsterisk
              searchable
              data={assignees}
              nothingFoundMessage={t('common.empty')}
              {...form.getInputProps('assigneeId')}
            />
            <Select
              label={t('tasks.fields.project')}
              withAsterisk
              searchable
              data={projects}
              nothingFoundMessage={t('common.empty')}
              {...form.getInputProps('projectId')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField minDate={minDate} label={t('tasks.fields.startDate')} withAsterisk {...form.getInputProps('startDate')} />
            <DateField minDate={minDate} label={t('tasks.fields.deadline')} withAsterisk {...form.getInputProps('deadline')} />
            <TextInput label={t('tasks.fields.estimatedHours')} inputMode="decimal" placeholder="7.5" withAsterisk {...form.getInputProps('estimatedHours')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label={t('tasks.fields.status')} allowDeselect={false} data={plain(statusOptions)} {...form.getInputProps('status')} />
            <Select label={t('tasks.fields.priority')} allowDeselect={false} data={plain(priorityOptions)} {...form.getInputProps('priority')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" loading={save.isPending}>{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
