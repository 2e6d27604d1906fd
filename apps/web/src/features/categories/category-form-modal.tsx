import { useTranslation } from 'react-i18next';
import { categoryFieldsSchema } from '@workspace/shared/common/categories';
import { DESCRIPTION_MAX, NAME_MAX } from '@workspace/shared/common/limits';
import { LimitedTextarea, LimitedTextInput } from '../../components/limited-field';
import { FormModal, useFormModal } from '../../components/form-modal';
import { useSaveMutation } from '../../lib/mutations';
import type { CategoryKind, CategoryRow } from './category-page';

type Props = {
  kind: Pick<CategoryKind<string, unknown>, 'list' | 'texts' | 'keys'>;
  category: CategoryRow | null;
  onClose: () => void;
};

/** Create or edit a category of either kind; a taken name comes back from the server under the name field. */
export function CategoryFormModal({ kind, category, onClose }: Props) {
  const { t } = useTranslation();
  const text = (key: string) => t(`${kind.texts}.${key}`);
  const isEdit = category !== null;
  // POST /api/<kind>, or PUT /api/<kind>/:id; a renamed category shows under its new name in the lists of what is filed under it too.
  const save = useSaveMutation<unknown, unknown>(`/api/${kind.list.name}`, [kind.keys.own, kind.keys.filed]);
  const modal = useFormModal({
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    schema: categoryFieldsSchema,
    save: (body) => save.mutateAsync({ id: category?.id ?? null, body }),
    success: text(isEdit ? 'updated' : 'created'),
    failure: text('failedToSave'),
    onClose,
  });

  return (
    <FormModal modal={modal} title={text(isEdit ? 'editCategory' : 'newCategory')}>
      <LimitedTextInput
        label={text('fields.name')}
        withAsterisk
        limit={NAME_MAX}
        {...modal.form.getInputProps('name')}
      />
      <LimitedTextarea
        label={text('fields.description')}
        autosize
        minRows={2}
        maxRows={6}
        limit={DESCRIPTION_MAX}
        {...modal.form.getInputProps('description')}
      />
    </FormModal>
  );
}
