import { Checkbox, Input, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailRhythm } from '@workspace/shared/notifications/notification-preferences.constants';
import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@workspace/shared/notifications/notification-preferences.schemas';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import './components/notification-settings-texts';

const PREFERENCES_KEY = ['notification-preferences'] as const;
/* The rhythms in the order shown (the shared list's; written here so that this chunk carries no other module). */
const RHYTHMS = ['immediate', 'daily', 'never'] as const satisfies readonly EmailRhythm[];

/**
 * The caller's notification preferences (reached from /notifications and the bell's panel, loaded
 * on demand): per kind, in the app and by e-mail, and how often e-mail comes. Each change is saved
 * at once; the server answers the whole set, which replaces what is shown.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => api<NotificationPreferences>('GET', '/api/notification-preferences'),
  });
  const save = useMutation({
    mutationFn: (change: NotificationPreferencesUpdate) =>
      api<NotificationPreferences>('PUT', '/api/notification-preferences', change),
    onSuccess: (answer) => client.setQueryData(PREFERENCES_KEY, answer),
  });

  if (query.isPending) return <Loader size="sm" aria-label={t('notifications.settings.loading')} />;
  if (query.isError) return <Text c="red">{t('notifications.settings.failed')}</Text>;
  const prefs = query.data;
  const setKind = (
    kind: NotificationPreferences['kinds'][number],
    change: Partial<{ inApp: boolean; email: boolean }>,
  ) => save.mutate({ kinds: { [kind.kind]: { inApp: kind.inApp, email: kind.email, ...change } } });
  const mailOff = prefs.emailRhythm === 'never';

  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={2} size="h4">
          {t('notifications.settings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('notifications.settings.intro')}
        </Text>
      </div>
      <Input.Wrapper
        label={t('notifications.settings.rhythm')}
        description={t(`notifications.settings.rhythmHints.${prefs.emailRhythm}`)}
        inputWrapperOrder={['label', 'input', 'description']}
      >
        <SegmentedControl
          mt={6}
          fullWidth
          value={prefs.emailRhythm}
          disabled={save.isPending}
          onChange={(value) => save.mutate({ emailRhythm: value as EmailRhythm })}
          data={RHYTHMS.map((rhythm) => ({ value: rhythm, label: t(`notifications.settings.rhythms.${rhythm}`) }))}
        />
      </Input.Wrapper>
      <Table striped withTableBorder layout="fixed" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('notifications.settings.kind')}</Table.Th>
            <Table.Th w={104} ta="center">
              {t('notifications.settings.inApp')}
            </Table.Th>
            <Table.Th w={104} ta="center">
              {t('notifications.settings.email')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prefs.kinds.map((kind) => {
            const name = t(`notifications.settings.kinds.${kind.kind}`);
            return (
              <Table.Tr key={kind.kind}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{name}</Table.Td>
                <Table.Td>
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    checked={kind.inApp}
                    disabled={save.isPending}
                    aria-label={t('notifications.settings.inAppOf', { kind: name })}
                    onChange={(event) => setKind(kind, { inApp: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    checked={kind.email && !mailOff}
                    disabled={save.isPending || mailOff}
                    aria-label={t('notifications.settings.emailOf', { kind: name })}
                    onChange={(event) => setKind(kind, { email: event.currentTarget.checked })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="sm" c={save.isError ? 'red' : 'dimmed'} role="status">
        {save.isError
          ? save.error.message
          : save.isSuccess
            ? t('notifications.settings.saved')
            : t('notifications.settings.securityNote')}
      </Text>
    </Stack>
  );
}
