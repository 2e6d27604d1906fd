import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, NAME_MAX } from '@workspace/shared/common/limits';
import { cannedReplyRequestSchema, type CannedReply } from '@workspace/shared/tickets/canned-replies.schemas';
import { LimitedTextarea, LimitedTextInput } from '../../../components/limited-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { useSaveCannedReply } from '../api/save-canned-reply';

type Props = { cannedReply: CannedReply | null; onClose: () => void };

/** Create or edit a canned reply: a title staff pick it by and the body inserted in the reply box. */
export function CannedReplyFormModal({ cannedReply, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = cannedReply !== null;
  const save = useSaveCannedReply();
  const modal = useFormModal({
    initialValues: { title: cannedReply?.title ?? '', body: cannedReply?.body ?? '' },
    schema: cannedReplyRequestSchema,
    save: (body) => save.mutateAsync({ id: cannedReply?.id ?? null, body }),
    success: t(isEdit ? 'cannedReplies.updated' : 'cannedReplies.created'),
    failure: t('cannedReplies.failedToSave'),
    onClose,
  });

  return (
    <FormModal modal={modal} size="lg" title={t(isEdit ? 'cannedReplies.editReply' : 'cannedReplies.newReply')}>
      <LimitedTextInput
        label={t('cannedReplies.fields.title')}
        withAsterisk
        limit={NAME_MAX}
        {...modal.form.getInputProps('title')}
      />
      <LimitedTextarea
        label={t('cannedReplies.fields.body')}
        description={t('cannedReplies.bodyHint')}
        withAsterisk
        autosize
        minRows={4}
        maxRows={12}
        limit={COMMENT_MAX}
        {...modal.form.getInputProps('body')}
      />
    </FormModal>
  );
}
