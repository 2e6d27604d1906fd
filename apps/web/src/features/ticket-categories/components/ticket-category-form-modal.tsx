import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX, NAME_MAX } from '@workspace/shared/common/limits';
import { ticketCategoryRequestSchema, type TicketCategory } from '@workspace/shared/tickets/ticket-categories.schemas';
import { LimitedTextarea, LimitedTextInput } from '../../../components/limited-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { useSaveTicketCategory } from '../api/save-ticket-category';

type Props = { category: TicketCategory | null; onClose: () => void };

/** Create or edit a ticket category; a taken name comes back from the server under the name field. */
export function TicketCategoryFormModal({ category, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = category !== null;
  const save = useSaveTicketCategory();
  const modal = useFormModal({
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    schema: ticketCategoryRequestSchema,
    save: (body) => save.mutateAsync({ id: category?.id ?? null, body }),
    success: t(isEdit ? 'ticketCategories.updated' : 'ticketCategories.created'),
    failure: t('ticketCategories.failedToSave'),
    onClose,
  });

  return (
    <FormModal modal={modal} title={t(isEdit ? 'ticketCategories.editCategory' : 'ticketCategories.newCategory')}>
      <LimitedTextInput label={t('ticketCategories.fields.name')} withAsterisk limit={NAME_MAX} {...modal.form.getInputProps('name')} />
      <LimitedTextarea
        label={t('ticketCategories.fields.description')}
        autosize
        minRows={2}
        maxRows={6}
        limit={DESCRIPTION_MAX}
        {...modal.form.getInputProps('description')}
      />
    </FormModal>
  );
}
