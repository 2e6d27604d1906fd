import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, NAME_MAX } from '@workspace/shared/common/limits';
import { isoToday, WORK_PRIORITIES, WORK_STATUSES } from '@workspace/shared/common/work';
import { createProjectRequestSchema, updateProjectRequestSchema, type Project } from '@workspace/shared/projects/projects.schemas';
import { DateField } from '../../../components/date-field';
import { reportSubmitError, zodErrors } from '../../../lib/form-validation';
import { normalizeDecimalInput } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCompanyOptions } from '../api/lookup-companies';
import { useSaveProject } from '../api/save-project';

type Props = { project: Project | null; onClose: () => void };

/** Create or edit a project, checked by the same schema as the server; server field messages land under their fields. */
export function ProjectFormModal({ project, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = project !== null;
  const companies = useCompanyOptions();
  const save = useSaveProject();
  // New work starts today or later (SPEC section 5); the calendar says so before the schema does.
  const minDate = isEdit ? undefined : isoToday();
  const schema = useMemo(() => (isEdit ? updateProjectRequestSchema : createProjectRequestSchema(() => isoToday())), [isEdit]);
  const form = useForm({
    initialValues: {
      name: project?.name ?? '',
      description: project?.description ?? '',
      budget: project?.budget ?? '',
      currency: project?.currency ?? 'TL',
      companyId: project ? String(project.companyId) : '',
      startDate: project?.startDate ?? '',
      endDate: project?.endDate ?? '',
      status: project?.status ?? 'pending',
      priority: project?.priority ?? 'medium',
    },
    transformValues: (values) => ({ ...values, budget: normalizeDecimalInput(values.budget) }),
    validate: (values) => zodErrors(schema, { ...values, budget: normalizeDecimalInput(values.budget) }, t),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: project?.id ?? null, body: { ...values, companyId: Number(values.companyId) } });
      toast.success(t(isEdit ? 'projects.updated' : 'projects.created'));
      onClose();
    } catch (error) {
      reportSubmitError(error, form.setErrors, t('projects.failedToSave'));
    }
  });

  const options = <K extends string>(values: readonly K[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Modal opened onClose={onClose} title={t(isEdit ? 'projects.editProject' : 'projects.newProject')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('projects.fields.name')} withAsterisk maxLength={NAME_MAX} {...form.getInputProps('name')} />
          <Textarea label={t('projects.fields.description')} autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('projects.fields.budget')}
              placeholder="1250.50"
              inputMode="decimal"
              withAsterisk
              {...form.getInputProps('budget')}
            />
            <Select
              label={t('projects.fields.currency')}
              withAsterisk
              allowDeselect={false}
              data={options(CURRENCIES, 'work.currency')}
              {...form.getInputProps('currency')}
            />
          </SimpleGrid>
          <Select
            label={t('projects.fields.company')}
            withAsterisk
            searchable
            data={companies}
            nothingFoundMessage={t('common.empty')}
            {...form.getInputProps('companyId')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField minDate={minDate} label={t('projects.fields.startDate')} withAsterisk {...form.getInputProps('startDate')} />
            <DateField minDate={minDate} label={t('projects.fields.endDate')} withAsterisk {...form.getInputProps('endDate')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label={t('projects.fields.status')} allowDeselect={false} data={options(WORK_STATUSES, 'work.status')} {...form.getInputProps('status')} />
            <Select label={t('projects.fields.priority')} allowDeselect={false} data={options(WORK_PRIORITIES, 'work.priority')} {...form.getInputProps('priority')} />
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
