import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { twoFactorPolicy } from '@workspace/shared/auth/policies';
import type { Language } from '@workspace/shared/common/limits';
import type { User } from '@workspace/shared/users/users.schemas';
import { PageHeader } from '../../components/page-header';
import { LazySelect } from '../../components/lazy-select';
import { api } from '../../lib/api-client';
import { applySubmitError, reportSubmitError } from '../../lib/form-validation';
import { hasErrors } from '../../lib/lazy-checks';
import { chooseLanguage } from '../../components/preference-switches';
import { LANGUAGE_OPTIONS } from '../../lib/i18n';
import { replaceStoredUser, storedUser } from '../../lib/stored-user';
import { toast } from '../../lib/toast';
import { useActor } from '../../lib/use-actor';
import { profileChecks as checks } from './checks';
import { TwoFactorCard } from './components/two-factor-card';
import { TwoFactorPolicyCard } from './components/two-factor-policy-card';

/*
 * The language field is the header's switch under another face: one setting, saved the moment it
 * changes. The form sends the language the page is in, so saving a name never flips it.
 */
function DetailsForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    initialValues: { name: user.name, surname: user.surname, phone: user.phone ?? '' },
    onValuesChange: checks.prepare,
  });
  const submit = form.onSubmit(async (values) => {
    const errors = (await checks.get()).detailsErrors({ ...values, language: i18n.language }, t);
    if (hasErrors(errors)) return form.setErrors(errors);
    try {
      const { user: saved } = await api<{ user: User }>('PUT', '/api/profile', { ...values, language: i18n.language });
      replaceStoredUser(saved);
      toast.success(t('toast.profileSaved'));
    } catch (error) {
      toast.error(applySubmitError(error, form.setErrors, t('toast.noData')));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={4}>{t('profile.details')}</Title>
        <TextInput label={t('fields.email')} value={user.email} readOnly disabled />
        <TextInput label={t('fields.type')} value={t(`roles.${user.type}`)} readOnly disabled />
        <TextInput label={t('fields.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput label={t('fields.surname')} withAsterisk {...form.getInputProps('surname')} />
        <TextInput label={t('fields.phone')} {...form.getInputProps('phone')} />
        <LazySelect
          label={t('fields.language')}
          allowDeselect={false}
          data={LANGUAGE_OPTIONS}
          value={i18n.language}
          onChange={(value) => value && void chooseLanguage(value as Language)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    onValuesChange: checks.prepare,
  });
  const submit = form.onSubmit(async (values) => {
    const { currentPassword, newPassword, confirmPassword } = values;
    const errors = (await checks.get()).passwordErrors(values, t);
    if (!errors.confirmPassword && confirmPassword !== newPassword)
      errors.confirmPassword = t('profile.passwordMismatch');
    if (hasErrors(errors)) return form.setErrors(errors);
    try {
      await api('PUT', '/api/profile/password', { currentPassword, newPassword });
      toast.success(t('toast.passwordChanged'));
      form.reset();
    } catch (error) {
      reportSubmitError(error, form.setErrors, t('toast.noData'));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={4}>{t('profile.changePassword')}</Title>
        <PasswordInput
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('fields.newPassword')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /profile: own details, password and two-factor sign-in, for every role; the master also sets
 * which roles must use two-factor. `?twoFactor=setup` (where the guard sends someone whose role
 * requires two-factor) opens the setup at once.
 */
export function Component() {
  const { t } = useTranslation();
  const user = storedUser();
  const actor = useActor();
  const [search] = useSearchParams();
  if (!user) return null;
  const openSetup = search.get('twoFactor') === 'setup' || user.twoFactorSetupRequired === true;
  return (
    <>
      <PageHeader title={t('screens.profile')} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <DetailsForm user={user} />
        </Paper>
        <Paper withBorder p="md">
          <PasswordForm />
        </Paper>
        <Paper withBorder p="md">
          <TwoFactorCard email={user.email} openSetup={openSetup} />
        </Paper>
        {actor && twoFactorPolicy.setRequirement(actor) && !user.twoFactorSetupRequired && (
          <Paper withBorder p="md">
            <TwoFactorPolicyCard />
          </Paper>
        )}
      </SimpleGrid>
    </>
  );
}
