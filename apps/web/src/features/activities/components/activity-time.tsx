import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../../../lib/relative-time';

/** The exact moment with how long ago it was under it. */
export function ActivityTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={0}>
      <Text component="time" size="sm" dateTime={iso}>
        {formatDateTime(iso, i18n.language)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatRelativeTime(iso, i18n.language)}
      </Text>
    </Stack>
  );
}
