import { Checkbox, Loader, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import type {
  EmailRhythm,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@workspace/shared/notifications/notification-preferences';
import { EMAIL_RHYTHMS } from '@workspace/shared/notifications/notification-preferences';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import './components/notification-texts';

const PREFERENCES_KEY = ['notification-preferences'] as const;

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
    onSuccess: (answer) => {
      client.setQueryData(PREFERENCES_KEY, answer);
      toast.success(t('notifications.settings.saved'));
    },
    onError: (error) => toast.error(error.message),
  });

  if (query.isPending) return <Loader size="sm" aria-label={t('notifications.settings.loading')} />;
  if (query.isError) return <Text c="red">{t('notifications.settings.failed')}</Text>;
  const prefs = query.data;
  const setKind = (
    kind: NotificationPreferences['kinds'][number],
    change: Partial<{ inApp: boolean; email: boolean }>,
  ) => save.mutate({ kinds: [{ kind: kind.kind, inApp: kind.inApp, email: kind.email, ...change }] });
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
      <Radio.Group
        label={t('notifications.settings.rhythm')}
        value={prefs.emailRhythm}
        onChange={(value) => save.mutate({ emailRhythm: value as EmailRhythm })}
      >
        <Stack gap={6} mt={6}>
          {EMAIL_RHYTHMS.map((rhythm) => (
            <Radio
              key={rhythm}
              value={rhythm}
              label={t(`notifications.settings.rhythms.${rhythm}`)}
              description={t(`notifications.settings.rhythmHints.${rhythm}`)}
              disabled={save.isPending}
            />
          ))}
        </Stack>
      </Radio.Group>
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
      <Text size="sm" c="dimmed">
        {t('notifications.settings.securityNote')}
      </Text>
    </Stack>
  );
}
