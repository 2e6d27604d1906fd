import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHint } from '../../../components/hover-tip';
import { ApiError } from '../../../lib/api-client';
import { applySubmitError } from '../../../lib/form-validation';
import { hasErrors } from '../../../lib/lazy-checks';
import { toast } from '../../../lib/toast';
import { useEnableTwoFactor, useStartTwoFactorSetup } from '../api/two-factor';
import { profileChecks } from '../checks';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { Dialog } from '../../../components/dialog';

/** The secret in groups of four, easier to read and type; apps ignore the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning two-factor on: a new secret (QR code and key), a code from the app to confirm, then the
 * recovery codes, shown once. Closing before confirming leaves two-factor off. The secret lives
 * only in this dialog's state and is gone when it closes.
 */
export function TwoFactorSetupDialog({
  opened,
  email,
  onClose,
}: {
  opened: boolean;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const hint = useHint();
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [qrBroken, setQrBroken] = useState(false);
  const [failure, setFailure] = useState<{ message: string; restart: boolean } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm({ initialValues: { code: '' }, onValuesChange: profileChecks.prepare });
  const { mutate: startSetup, reset: resetSetup } = setup;

  const start = () => {
    setQrBroken(false);
    setFailure(null);
    form.reset();
    startSetup();
  };

  // Each opening makes a new secret; closing forgets it.
  useEffect(() => {
    if (!opened) return;
    setCodes(null);
    setQrBroken(false);
    setFailure(null);
    startSetup();
    return () => resetSetup();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [opened]);

  const close = () => {
    form.reset();
    setCodes(null);
    onClose();
  };

  const confirm = form.onSubmit(async (values) => {
    const errors = (await profileChecks.get()).twoFactorCodeErrors(values, t);
    if (hasErrors(errors)) return form.setErrors(errors);
    setFailure(null);
    try {
      const { recoveryCodes } = await enable.mutateAsync(values);
      resetSetup();
      setCodes(recoveryCodes);
      toast.success(t('twoFactor.enabled'));
    } catch (error) {
      // The setup expired (or was never made): only a new one helps.
      const restart = error instanceof ApiError && error.code === 'twoFactorSecretMissing';
      const message = applySubmitError(error, form.setErrors, t('toast.noData'));
      if (restart || !(error instanceof ApiError && error.fields)) setFailure({ message, restart });
    }
  });

  const secret = setup.data?.secret;
  return (
    <Dialog opened={opened} onClose={close} title={t('twoFactor.setupTitle')} centered size="md">
      {codes ? (
        <RecoveryCodesPanel codes={codes} email={email} onDone={close} />
      ) : (
        <Stack>
          {setup.isPending && (
            <Center py="lg">
              <Loader aria-label={t('twoFactor.qrLoading')} />
            </Center>
          )}
          {(setup.isError || qrBroken) && (
            <Alert color="red" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('twoFactor.qrFailed')}</Text>
                <Button size="xs" variant="light" onClick={start}>
                  {t('twoFactor.tryAgain')}
                </Button>
              </Stack>
            </Alert>
          )}
          {setup.data && secret && (
            <>
              <Text size="sm">{t('twoFactor.scan')}</Text>
              {!qrBroken && (
                <Center>
                  <Image
                    src={setup.data.qrCode}
                    alt={t('twoFactor.qrAlt')}
                    w={200}
                    h={200}
                    fit="contain"
                    onError={() => setQrBroken(true)}
                  />
                </Center>
              )}
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('twoFactor.orEnterKey')}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Code
                    aria-label={t('twoFactor.secretKey')}
                    fz="sm"
                    style={{ wordBreak: 'break-all' }}
                    data-testid="two-factor-secret"
                  >
                    {grouped(secret)}
                  </Code>
                  <CopyButton value={secret}>
                    {({ copied, copy }) => (
                      <>
                        <ActionIcon
                          variant="light"
                          aria-label={t('twoFactor.copyKey')}
                          onClick={copy}
                          {...hint(copied ? t('twoFactor.copied') : t('twoFactor.copyKey'))}
                        >
                          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        </ActionIcon>
                      </>
                    )}
                  </CopyButton>
                </Group>
              </Stack>
              <form onSubmit={confirm} noValidate>
                <Stack>
                  {failure && (
                    <Alert color="red" role="alert">
                      <Stack gap="xs" align="flex-start">
                        <Text size="sm">{failure.message}</Text>
                        {failure.restart && (
                          <Button size="xs" variant="light" onClick={start}>
                            {t('twoFactor.tryAgain')}
                          </Button>
                        )}
                      </Stack>
                    </Alert>
                  )}
                  <TextInput
                    label={t('twoFactor.codeLabel')}
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={7}
                    data-autofocus
                    {...form.getInputProps('code')}
                  />
                  <Group justify="flex-end">
                    <Button variant="default" onClick={close}>
                      {t('common.cancel')}
                    </Button>
                    <Button type="submit" loading={form.submitting}>
                      {t('twoFactor.confirm')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
