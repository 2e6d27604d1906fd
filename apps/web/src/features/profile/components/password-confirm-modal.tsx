import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TwoFactorPasswordRequest } from '@workspace/shared/auth/two-factor.schemas';
import { reportSubmitError } from '../../../lib/form-validation';
import { hasErrors } from '../../../lib/lazy-checks';
import { profileChecks } from '../checks';
import { Dialog } from '../../../components/dialog';

/**
 * Asks for the password before a two-factor change (turning it off, new recovery codes). A wrong
 * password shows under the field and keeps the dialog open.
 */
export function PasswordConfirmModal({
  opened,
  title,
  intro,
  submitLabel,
  danger = false,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  danger?: boolean;
  onSubmit: (body: TwoFactorPasswordRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { password: '' }, onValuesChange: profileChecks.prepare });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    const errors = (await profileChecks.get()).twoFactorPasswordErrors(values, t);
    if (hasErrors(errors)) return form.setErrors(errors);
    try {
      await onSubmit(values);
      form.reset();
    } catch (error) {
      reportSubmitError(error, form.setErrors, t('toast.noData'));
    }
  });
  return (
    <Dialog opened={opened} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{intro}</Text>
          <PasswordInput
            label={t('twoFactor.password')}
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={form.submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
