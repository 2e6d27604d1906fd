import { Center, Group, Loader, Modal, MultiSelect, PasswordInput, Select, Text, TextInput, type MultiSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import { createUserRequestSchema, updateUserRequestSchema, USER_COMPANIES_MAX, type User, type UserKind } from '@workspace/shared/users/users.schemas';
import { FormModal, useFormModal } from '../../components/form-modal';
import { createdId, markCreated } from '../../lib/just-created';
import { api } from '../../lib/api-client';
import { LANGUAGE_OPTIONS } from '../../lib/i18n';
import { useCompanyOptions } from '../../lib/lookups';
import { userKeys } from '../../lib/query-keys';
import { useUserDetail } from './api/get-user';

type Props = { kind: UserKind; user: User | null; onClose: () => void };

/**
 * Create or edit a user; server field messages land under their fields. Editing a customer waits
 * for GET /api/users/:id, which brings the companies they belong to (the list rows do not).
 */
export function UserFormModal({ kind, user, onClose }: Props) {
  const { t } = useTranslation();
  const detail = useUserDetail(user && kind === 'external' ? user.id : null);
  if (user && kind === 'external' && !detail.data) {
    return (
      <Modal opened onClose={onClose} title={t('users.editUser')} size="lg">
        {detail.isError ? (
          <Text c="var(--ws-danger-text)">{t('users.companiesLoadFailed')}</Text>
        ) : (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
      </Modal>
    );
  }
  return <UserForm kind={kind} user={user} companyIds={detail.data?.companyIds ?? []} onClose={onClose} />;
}

function UserForm({ kind, user, companyIds, onClose }: Props & { companyIds: number[] }) {
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
      companyIds: companyIds.map(String),
    },
    schema: isEdit ? updateUserRequestSchema : createUserRequestSchema,
    // Only customers belong to companies; staff are sent with none (the server would store none anyway).
    toRequest: (values) => ({ ...values, companyIds: values.type === 'user' ? values.companyIds.map(Number) : [] }),
    save: async (body) => {
      if (isEdit) return api('PUT', `/api/users/${user.id}`, body);
      const result = await api('POST', '/api/users', body);
      const id = createdId(result);
      if (id !== null) markCreated('users', id);
      return result;
    },
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
      {modal.form.values.type === 'user' && <CompaniesField {...input('companyIds')} />}
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

/** The companies a customer belongs to; the lookup is fetched only when the field is shown. */
function CompaniesField(props: Omit<MultiSelectProps, 'data'>) {
  const { t } = useTranslation();
  const companies = useCompanyOptions();
  return (
    <MultiSelect
      label={t('users.companies')}
      description={t('users.companiesHint')}
      data={companies}
      searchable
      clearable
      hidePickedOptions
      maxValues={USER_COMPANIES_MAX}
      nothingFoundMessage={t('common.empty')}
      {...props}
    />
  );
}
