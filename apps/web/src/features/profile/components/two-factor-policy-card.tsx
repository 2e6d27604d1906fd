import { Button, Checkbox, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_TYPES, type UserType } from '@workspace/shared/auth/roles';
import { reportSubmitError } from '../../../lib/form-validation';
import { toast } from '../../../lib/toast';
import { twoFactorPolicyQuery, useSaveTwoFactorPolicy } from '../api/two-factor';

/** The master's card: which roles must turn two-factor on before they can use the app. */
export function TwoFactorPolicyCard() {
  const { t } = useTranslation();
  const policy = useQuery(twoFactorPolicyQuery());
  const save = useSaveTwoFactorPolicy();
  const [requiredFor, setRequiredFor] = useState<UserType[]>([]);
  useEffect(() => {
    if (policy.data) setRequiredFor(policy.data.requiredFor);
  }, [policy.data]);

  const submit = async () => {
    try {
      await save.mutateAsync({ requiredFor });
      toast.success(t('twoFactor.policySaved'));
    } catch (error) {
      reportSubmitError(error, () => undefined, t('toast.noData'));
    }
  };

  return (
    <Stack>
      <Title order={4}>{t('twoFactor.policyTitle')}</Title>
      {policy.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <Checkbox.Group
          value={requiredFor}
          onChange={(value) => setRequiredFor(USER_TYPES.filter((type) => value.includes(type)))}
          label={t('twoFactor.policyIntro')}
        >
          <Stack gap="xs" mt="xs">
            {USER_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(`roles.${type}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={save.isPending} disabled={!policy.data}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
