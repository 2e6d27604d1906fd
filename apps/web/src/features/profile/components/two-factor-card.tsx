import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { twoFactorStatusQuery, useDisableTwoFactor, useRenewRecoveryCodes } from '../api/two-factor';
import { PasswordConfirmModal } from './password-confirm-modal';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';
import { Dialog } from '../../../components/dialog';

type Dialog = 'setup' | 'disable' | 'renew' | null;

/**
 * The profile's two-factor card: on or off, since when, recovery codes left; turn on (setup
 * dialog), turn off and new recovery codes (both after the password). `openSetup`: the setup
 * dialog opens at once (the guard sent someone here whose role requires two-factor).
 */
export function TwoFactorCard({ email, openSetup }: { email: string; openSetup: boolean }) {
  const { t, i18n } = useTranslation();
  const status = useQuery(twoFactorStatusQuery());
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [dialog, setDialog] = useState<Dialog>(openSetup ? 'setup' : null);
  const [renewed, setRenewed] = useState<string[] | null>(null);
  const close = () => setDialog(null);
  const state = status.data;

  return (
    <Stack>
      <Group justify="space-between" wrap="nowrap">
        <Title order={4}>{t('twoFactor.title')}</Title>
        {state && (
          <Badge color={state.enabled ? 'green' : 'gray'} variant="light">
            {state.enabled ? t('twoFactor.on') : t('twoFactor.off')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('twoFactor.intro')}
      </Text>
      {status.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {state && !state.enabled && state.required && (
        <Alert color="orange" role="status">
          {t('twoFactor.requiredNotice')}
        </Alert>
      )}
      {state?.enabled && (
        <Stack gap={2}>
          {state.enabledAt && (
            <Text size="sm">{t('twoFactor.since', { date: formatDate(state.enabledAt, i18n.language) })}</Text>
          )}
          <Text size="sm">{t('twoFactor.codesLeft', { count: state.recoveryCodesLeft })}</Text>
          {state.required && (
            <Text size="sm" c="dimmed">
              {t('twoFactor.required')}
            </Text>
          )}
        </Stack>
      )}
      {state && (
        <Group justify="flex-end" gap="xs">
          {state.enabled ? (
            <>
              <Button variant="light" onClick={() => setDialog('renew')}>
                {t('twoFactor.newCodes')}
              </Button>
              {!state.required && (
                <Button variant="light" color="red" onClick={() => setDialog('disable')}>
                  {t('twoFactor.turnOff')}
                </Button>
              )}
            </>
          ) : (
            <Button onClick={() => setDialog('setup')}>{t('twoFactor.turnOn')}</Button>
          )}
        </Group>
      )}

      <TwoFactorSetupDialog opened={dialog === 'setup'} email={email} onClose={close} />
      <PasswordConfirmModal
        opened={dialog === 'disable'}
        title={t('twoFactor.disableTitle')}
        intro={t('twoFactor.disableIntro')}
        submitLabel={t('twoFactor.turnOff')}
        danger
        onClose={close}
        onSubmit={async (body) => {
          await disable.mutateAsync(body);
          toast.success(t('twoFactor.disabled'));
          close();
        }}
      />
      <PasswordConfirmModal
        opened={dialog === 'renew'}
        title={t('twoFactor.renewTitle')}
        intro={t('twoFactor.renewIntro')}
        submitLabel={t('twoFactor.continue')}
        onClose={close}
        onSubmit={async (body) => {
          const { recoveryCodes } = await renew.mutateAsync(body);
          close();
          setRenewed(recoveryCodes);
        }}
      />
      <Dialog opened={renewed !== null} onClose={() => setRenewed(null)} title={t('twoFactor.renewTitle')} centered>
        {renewed && <RecoveryCodesPanel codes={renewed} email={email} onDone={() => setRenewed(null)} />}
      </Dialog>
    </Stack>
  );
}
