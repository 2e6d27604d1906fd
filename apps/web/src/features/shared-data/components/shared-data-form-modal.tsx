import { MultiSelect, PasswordInput, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sharedDataPolicy } from '@workspace/shared/auth/policies';
import { CREDENTIAL_USERNAME_MAX, DESCRIPTION_MAX } from '@workspace/shared/common/limits';
import {
  createSharedDataSchema,
  SHARE_MAX,
  updateSharedDataSchema,
  type CreateSharedDataRequest,
  type SharedData,
} from '@workspace/shared/shared-data/shared-data.schemas';
import { LimitedTextarea, LimitedTextInput } from '../../../components/limited-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { userLookupQueryOptions } from '../../../lib/lookups';
import { useActor } from '../../../lib/use-actor';
import { useSaveSharedData } from '../api/shared-data-mutations';
import { fullName } from './people';

type Props = { record: SharedData | null; onClose: () => void };
type Values = { username: string; password: string; domain: string; description: string; sharedWith: string[] };

/**
 * The people a record may be shared with: active managers and employees (those shared data is
 * for), never the caller. People it is already shared with stay listed even if they are no
 * longer in the lookup (deactivated since), so the selector can show and remove them.
 */
function useShareOptions(record: SharedData | null) {
  const actor = useActor();
  const people = useQuery(userLookupQueryOptions).data?.data ?? [];
  const options = people
    .filter((person) => person.id !== actor?.id && sharedDataPolicy.use(person))
    .map((person) => ({ value: String(person.id), label: fullName(person) }));
  const listed = new Set(options.map((option) => option.value));
  const kept = (record?.sharedWith ?? [])
    .filter((person) => !listed.has(String(person.id)))
    .map((person) => ({ value: String(person.id), label: fullName(person) }));
  return [...options, ...kept];
}

/** Create or edit a shared data record (the owner only): username, password, domain, description, and who it is shared with. */
export function SharedDataFormModal({ record, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = record !== null;
  const save = useSaveSharedData();
  const shareOptions = useShareOptions(record);
  const modal = useFormModal<Values, CreateSharedDataRequest>({
    initialValues: {
      username: record?.username ?? '',
      password: '',
      domain: record?.domain ?? '',
      description: record?.description ?? '',
      sharedWith: (record?.sharedWith ?? []).map((person) => String(person.id)),
    },
    schema: isEdit ? updateSharedDataSchema : createSharedDataSchema,
    toRequest: (values) => ({ ...values, sharedWith: values.sharedWith.map(Number) }),
    save: (body) => save.mutateAsync({ id: record?.id ?? null, body }),
    success: t('sharedData.saved'),
    failure: t('sharedData.failedToSave'),
    onClose,
  });
  const input = modal.form.getInputProps;

  return (
    <FormModal modal={modal} size="lg" title={t(isEdit ? 'sharedData.editTitle' : 'sharedData.newTitle')}>
      <TextInput
        label={t('sharedData.fields.domain')}
        description={t('sharedData.domainHint')}
        withAsterisk
        autoComplete="off"
        spellCheck={false}
        {...input('domain')}
      />
      <LimitedTextInput
        label={t('sharedData.fields.username')}
        withAsterisk
        limit={CREDENTIAL_USERNAME_MAX}
        autoComplete="off"
        spellCheck={false}
        {...input('username')}
      />
      {/* new-password: the browser must not fill in the signed-in person's own password here. */}
      <PasswordInput
        label={t('sharedData.fields.password')}
        withAsterisk={!isEdit}
        description={isEdit ? t('sharedData.passwordKeepHint') : undefined}
        autoComplete="new-password"
        {...input('password')}
      />
      <LimitedTextarea
        label={t('sharedData.fields.description')}
        autosize
        minRows={2}
        maxRows={6}
        limit={DESCRIPTION_MAX}
        {...input('description')}
      />
      <MultiSelect
        label={t('sharedData.fields.sharedWith')}
        description={t('sharedData.sharedWithHint')}
        data={shareOptions}
        searchable
        clearable
        hidePickedOptions
        maxValues={SHARE_MAX}
        nothingFoundMessage={t('sharedData.nobodyFound')}
        comboboxProps={{ withinPortal: true }}
        {...input('sharedWith')}
      />
    </FormModal>
  );
}
