import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { categoryRequestSchema, type ExpenseCategory } from '@workspace/shared/accounting/categories.schemas';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { reportSubmitError, zodErrors } from '../../../lib/form-validation';
import { toast } from '../../../lib/toast';
import { useSaveCategory } from '../api/save-category';

type Props = { category: ExpenseCategory | null; onClose: () => void };

/** Create or edit an expense category; a taken name comes back from the server under the name field. */
export function CategoryFormModal({ category, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = category !== null;
  const save = useSaveCategory();
  const form = useForm({
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    validate: (values) => zodErrors(categoryRequestSchema, values, t),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: category?.id ?? null, body: values });
      toast.success(t(isEdit ? 'accounting.categories.updated' : 'accounting.categories.created'));
      onClose();
    } catch (error) {
      reportSubmitError(error, form.setErrors, t('accounting.categories.failedToSave'));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t(isEdit ? 'accounting.categories.editCategory' : 'accounting.categories.newCategory')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('accounting.categories.fields.name')} withAsterisk maxLength={NAME_MAX} {...form.getInputProps('name')} />
          <Textarea label={t('accounting.categories.fields.description')} autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" loading={save.isPending}>{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
