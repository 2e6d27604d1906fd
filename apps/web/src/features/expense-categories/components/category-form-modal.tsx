import { TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { categoryRequestSchema, type ExpenseCategory } from '@workspace/shared/accounting/categories.schemas';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { useSaveCategory } from '../api/save-category';

type Props = { category: ExpenseCategory | null; onClose: () => void };

/** Create or edit an expense category; a taken name comes back from the server under the name field. */
export function CategoryFormModal({ category, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = category !== null;
  const save = useSaveCategory();
  const modal = useFormModal({
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    schema: categoryRequestSchema,
    save: (body) => save.mutateAsync({ id: category?.id ?? null, body }),
    success: t(isEdit ? 'accounting.categories.updated' : 'accounting.categories.created'),
    failure: t('accounting.categories.failedToSave'),
    onClose,
  });

  return (
    <FormModal modal={modal} title={t(isEdit ? 'accounting.categories.editCategory' : 'accounting.categories.newCategory')}>
      <TextInput label={t('accounting.categories.fields.name')} withAsterisk maxLength={NAME_MAX} {...modal.form.getInputProps('name')} />
      <Textarea label={t('accounting.categories.fields.description')} autosize minRows={2} maxRows={6} {...modal.form.getInputProps('description')} />
    </FormModal>
  );
}
