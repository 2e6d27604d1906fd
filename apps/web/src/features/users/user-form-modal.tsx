import { Group, PasswordInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import { createUserRequestSchema, updateUserRequestSchema, type User, type UserKind } from '@workspace/shared/users/users.schemas';
import { FormModal, useFormModal } from '../../components/form-modal';
import { api } from '../../lib/api-client';
import { LANGUAGE_OPTIONS } from '../../lib/i18n';
import { userKeys } from '../../lib/query-keys';

type Props = { kind: UserKind; user: User | null; onClose: () => void };

/** Create or edit a user; server field messages land under their fields. */
export function UserFormModal({ kind, user, onClose }: Props) {
  const { t } = useTranslation();
  const isEdit = user !== null;
  const modal = useFormModal({
    initialValues: {
      name: user?.name ?? '',
      surname: user?.surname ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      type: user?.type ?? (kind === 'internal' ? 'employee' : 'user'),
      language: user?.language ?? 'en',
      password: '',
    },
    schema: isEdit ? updateUserRequestSchema : createUserRequestSchema,
    save: (body) => (isEdit ? api('PUT', `/api/users/${user.id}`, body) : api('POST', '/api/users', body)),
    success: t(isEdit ? 'toast.userUpdated' : 'toast.userCreated'),
    failure: t('toast.failedToSaveUser'),
    invalidates: [userKeys.all],
    onClose,
  });
  const input = modal.form.getInputProps;

  return (
    <FormModal modal={modal} title={t(isEdit ? 'users.editUser' : 'users.newUser')} size="lg">
      <Group grow>
        <TextInput label={t('fields.name')} withAsterisk {...input('name')} />
        <TextInput label={t('fields.surname')} withAsterisk {...input('surname')} />
      </Group>
      <TextInput label={t('fields.email')} type="email" withAsterisk {...input('email')} />
      <TextInput label={t('fields.phone')} {...input('phone')} />
      <Group grow>
        {kind === 'internal' && (
          <Select
            label={t('fields.type')}
            allowDeselect={false}
            data={INTERNAL_USER_TYPES.map((type) => ({ value: type, label: t(`roles.${type}`) }))}
            {...input('type')}
          />
        )}
        <Select label={t('fields.language')} allowDeselect={false} data={LANGUAGE_OPTIONS} {...input('language')} />
      </Group>
      <PasswordInput
        label={t('fields.password')}
        withAsterisk={!isEdit}
        description={isEdit ? t('common.passwordKeepHint') : undefined}
        autoComplete="new-password"
        {...input('password')}
      />
    </FormModal>
  );
}
