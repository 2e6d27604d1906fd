import { Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import { createUserRequestSchema, updateUserRequestSchema, type User, type UserKind } from '@workspace/shared/users/users.schemas';
import { api } from '../../lib/api-client';
import { applySubmitError, zodErrors } from '../../lib/form-validation';
import { toast } from '../../lib/toast';

type Props = { kind: UserKind; user: User | null; opened: boolean; onClose: () => void; onSaved: () => void };

/** Create or edit a user; server field messages land under their fields. */
export function UserFormModal({ kind, user, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const isEdit = user !== null;
  const form = useForm({
    initialValues: {
      name: user?.name ?? '',
      surname: user?.surname ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      type: user?.type ?? (kind === 'internal' ? 'employee' : 'user'),
      language: user?.language ?? 'en',
      password: '',
    },
    validate: (values) => zodErrors(isEdit ? updateUserRequestSchema : createUserRequestSchema, values, t),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      if (isEdit) await api('PUT', `/api/users/${user.id}`, values);
      else await api('POST', '/api/users', values);
      toast.success(t(isEdit ? 'toast.userUpdated' : 'toast.userCreated'));
      onSaved();
      onClose();
    } catch (error) {
      applySubmitError(error, form.setErrors, '');
      toast.error(t('toast.failedToSaveUser'));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t(isEdit ? 'users.editUser' : 'users.newUser')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow>
            <TextInput label={t('fields.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('fields.surname')} withAsterisk {...form.getInputProps('surname')} />
          </Group>
          <TextInput label={t('fields.email')} type="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput label={t('fields.phone')} {...form.getInputProps('phone')} />
          <Group grow>
            {kind === 'internal' && (
              <Select
                label={t('fields.type')}
                allowDeselect={false}
                data={INTERNAL_USER_TYPES.map((type) => ({ value: type, label: t(`roles.${type}`) }))}
                {...form.getInputProps('type')}
              />
            )}
            <Select
              label={t('fields.language')}
              allowDeselect={false}
              data={[{ value: 'en', label: 'English' }, { value: 'tr', label: 'Türkçe' }]}
              {...form.getInputProps('language')}
            />
          </Group>
          <PasswordInput
            label={t('fields.password')}
            withAsterisk={!isEdit}
            description={isEdit ? t('common.passwordKeepHint') : undefined}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="submit" loading={form.submitting}>{t('common.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
