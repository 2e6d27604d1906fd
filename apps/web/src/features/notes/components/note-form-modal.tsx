import { Tabs, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@workspace/shared/common/limits';
import { NOTE_CONTENT_MAX, noteRequestSchema, type Note } from '@workspace/shared/notes/notes.schemas';
import { LimitedTextarea, LimitedTextInput } from '../../../components/limited-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { useSaveNote } from '../api/note-mutations';
import { NotePreview } from './note-preview';

type Props = { note: Note | null; onClose: () => void };

/** Create or edit a note: a name of at most 35 characters (with a counter) and markdown content, with a preview the server renders as the list shows it. */
export function NoteFormModal({ note, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = note !== null;
  const save = useSaveNote();
  const modal = useFormModal({
    initialValues: { name: note?.name ?? '', content: note?.content ?? '' },
    schema: noteRequestSchema,
    save: (body) => save.mutateAsync({ id: note?.id ?? null, body }),
    success: t(isEdit ? 'notes.updated' : 'notes.created'),
    failure: t('notes.failedToSave'),
    onClose,
  });
  const { content } = modal.form.getValues();
  const [tab, setTab] = useState<string | null>('write');
  // A refused content must be seen: saving from the preview goes back to the text and its message.
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (tab !== 'write' && modal.form.validateField('content').hasError) setTab('write');
    modal.onSubmit(event);
  };

  return (
    <FormModal modal={{ ...modal, onSubmit }} size="lg" title={t(isEdit ? 'notes.editNote' : 'notes.newNote')}>
      <LimitedTextInput
        label={t('notes.fields.name')}
        withAsterisk
        limit={NAME_MAX}
        {...modal.form.getInputProps('name')}
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="write">{t('notes.write')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('notes.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <LimitedTextarea
            label={t('notes.fields.content')}
            description={t('notes.contentHint')}
            withAsterisk
            autosize
            minRows={6}
            maxRows={16}
            limit={NOTE_CONTENT_MAX}
            {...modal.form.getInputProps('content')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          {content.trim() ? (
            <NotePreview content={content} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('notes.previewEmpty')}
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </FormModal>
  );
}
