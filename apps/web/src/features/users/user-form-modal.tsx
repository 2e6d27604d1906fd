import {
  Center,
  Fieldset,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Text,
  TextInput,
  type MultiSelectProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import { DEFAULT_QUOTAS, QUOTA_KEYS, QUOTA_MAX, type QuotaKey } from '@workspace/shared/users/quotas';
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  USER_COMPANIES_MAX,
  type User,
  type UserDetail,
  type UserKind,
} from '@workspace/shared/users/users.schemas';
import { FormModal, useFormModal } from '../../components/form-modal';
import { createdId, markCreated } from '../../lib/just-created';
import { api } from '../../lib/api-client';
import { LANGUAGE_OPTIONS } from '../../lib/i18n';
import { useCompanyOptions } from '../../lib/lookups';
import { userKeys } from '../../lib/query-keys';
import { useUserDetail } from './api/get-user';
import { Dialog } from '../../components/dialog';

type Props = { kind: UserKind; user: User | null; onClose: () => void };

/**
 * Create or edit a user; server field messages land under their fields. Editing waits for
 * GET /api/users/:id, which brings the companies a customer belongs to and the account's quotas
 * with what it used of them (the list rows carry neither).
 */
export function UserFormModal({ kind, user, onClose }: Props) {
  const { t } = useTranslation();
  const detail = useUserDetail(user ? user.id : null);
  if (user && !detail.data) {
    return (
      <Dialog opened onClose={onClose} title={t('users.editUser')} size="lg">
        {detail.isError ? (
          <Text c="var(--ws-danger-text)">{t('users.companiesLoadFailed')}</Text>
        ) : (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
      </Dialog>
    );
  }
  return <UserForm kind={kind} user={user} detail={detail.data ?? null} onClose={onClose} />;
}

/** A quota as the form holds it: a number, or '' for the role's default. */
type QuotaValues = Record<QuotaKey, number | string>;
const quotaRequest = (values: QuotaValues) =>
  Object.fromEntries(QUOTA_KEYS.map((key) => [key, values[key] === '' ? null : Number(values[key])])) as Record<
    QuotaKey,
    number | null
  >;

function UserForm({ kind, user, detail, onClose }: Props & { detail: UserDetail | null }) {
  const { t } = useTranslation();
  const isEdit = user !== null;
  const companyIds = detail?.companyIds ?? [];
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
      quotas: Object.fromEntries(QUOTA_KEYS.map((key) => [key, detail?.quotas[key] ?? ''])) as QuotaValues,
    },
    schema: isEdit ? updateUserRequestSchema : createUserRequestSchema,
    // Only customers belong to companies; staff are sent with none (the server would store none anyway).
    // A blank quota is the role's default (null); a new user starts with the defaults.
    toRequest: ({ quotas, ...values }) => ({
      ...values,
      companyIds: values.type === 'user' ? values.companyIds.map(Number) : [],
      ...(isEdit ? { quotas: quotaRequest(quotas) } : {}),
    }),
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
      {detail && (
        <QuotaFields detail={detail} type={modal.form.values.type} inputProps={(key) => input(`quotas.${key}`)} />
      )}
    </FormModal>
  );
}

/** The account's quotas: blank keeps the role's default (shown as the placeholder), with what it used of each. */
function QuotaFields({
  detail,
  type,
  inputProps,
}: {
  detail: UserDetail;
  type: User['type'];
  inputProps: (key: QuotaKey) => object;
}) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language === 'tr' ? 'tr-TR' : 'en-GB');
  const usage = detail.quotaUsage;
  const used: Record<QuotaKey, string> = {
    creationsPerHour: t('users.quotaUsedThisHour', { value: number(usage.creationsThisHour) }),
    uploadMbPerHour: t('users.quotaUsedThisHour', { value: number(usage.uploadMbThisHour) }),
    uploadMbTotal: t('users.quotaUsedTotal', { value: number(usage.uploadMbTotal) }),
  };
  const labels: Record<QuotaKey, string> = {
    creationsPerHour: t('users.quotaCreationsPerHour'),
    uploadMbPerHour: t('users.quotaUploadMbPerHour'),
    uploadMbTotal: t('users.quotaUploadMbTotal'),
  };
  return (
    <Fieldset legend={t('users.quotas')} variant="filled">
      <Text size="sm" c="dimmed" mb="xs">
        {t('users.quotasHint')}
      </Text>
      <Group grow align="flex-start">
        {QUOTA_KEYS.map((key) => (
          <NumberInput
            key={key}
            label={labels[key]}
            description={used[key]}
            placeholder={t('users.quotaDefault', { value: number(DEFAULT_QUOTAS[type][key]) })}
            min={1}
            max={QUOTA_MAX}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={i18n.language === 'tr' ? '.' : ','}
            decimalSeparator={i18n.language === 'tr' ? ',' : '.'}
            {...inputProps(key)}
          />
        ))}
      </Group>
    </Fieldset>
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
