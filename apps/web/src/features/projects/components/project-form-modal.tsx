import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@workspace/shared/common/limits';
import {
  createProjectRequestSchema,
  updateProjectRequestSchema,
  type Project,
} from '@workspace/shared/projects/projects.schemas';
import { LimitedTextInput } from '../../../components/limited-field';
import { DateField } from '../../../components/date-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { useWorkOptions } from '../../../components/work-badges';
import { appToday, useAppToday } from '../../../lib/app-today';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/format';
import { useCompanyOptions } from '../../../lib/lookups';
import { useSaveProject } from '../api/save-project';

type Props = { project: Project | null; onClose: () => void };

/** Create or edit a project, checked by the same schema as the server; server field messages land under their fields. */
export function ProjectFormModal({ project, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const isEdit = project !== null;
  const companies = useCompanyOptions();
  const { statusOptions, priorityOptions, currencyOptions } = useWorkOptions();
  const save = useSaveProject();
  const today = useAppToday();
  // New work starts today or later; the calendar says so before the schema does.
  const minDate = isEdit ? undefined : today;
  const modal = useFormModal({
    initialValues: {
      name: project?.name ?? '',
      description: project?.description ?? '',
      budget: project ? formatDecimalInput(project.budget, i18n.language) : '',
      currency: project?.currency ?? 'TL',
      companyId: project ? String(project.companyId) : '',
      startDate: project?.startDate ?? '',
      endDate: project?.endDate ?? '',
      status: project?.status ?? 'pending',
      priority: project?.priority ?? 'medium',
    },
    schema: isEdit ? updateProjectRequestSchema : createProjectRequestSchema(() => appToday()),
    toRequest: (values) => ({ ...values, budget: parseDecimalInput(values.budget, i18n.language) }),
    save: (values) =>
      save.mutateAsync({ id: project?.id ?? null, body: { ...values, companyId: Number(values.companyId) } }),
    success: t(isEdit ? 'projects.updated' : 'projects.created'),
    failure: t('projects.failedToSave'),
    onClose,
  });
  const input = modal.form.getInputProps;

  return (
    <FormModal modal={modal} title={t(isEdit ? 'projects.editProject' : 'projects.newProject')} size="lg">
      <LimitedTextInput label={t('projects.fields.name')} withAsterisk limit={NAME_MAX} {...input('name')} />
      <Textarea label={t('projects.fields.description')} autosize minRows={2} maxRows={6} {...input('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('projects.fields.budget')}
          placeholder={formatDecimalInput('1250.50', i18n.language)}
          inputMode="decimal"
          withAsterisk
          {...input('budget')}
        />
        <Select
          label={t('projects.fields.currency')}
          withAsterisk
          allowDeselect={false}
          data={currencyOptions}
          {...input('currency')}
        />
      </SimpleGrid>
      <Select
        allowDeselect={false}
        label={t('projects.fields.company')}
        withAsterisk
        searchable
        data={companies}
        nothingFoundMessage={t('common.empty')}
        {...input('companyId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField minDate={minDate} label={t('projects.fields.startDate')} withAsterisk {...input('startDate')} />
        <DateField minDate={minDate} label={t('projects.fields.endDate')} withAsterisk {...input('endDate')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t('projects.fields.status')} allowDeselect={false} data={statusOptions} {...input('status')} />
        <Select
          label={t('projects.fields.priority')}
          allowDeselect={false}
          data={priorityOptions}
          {...input('priority')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
