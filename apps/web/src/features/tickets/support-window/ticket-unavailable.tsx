import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 404 from the API: the ticket does not exist or is not the caller's to see; we never say which. */
export function TicketUnavailable() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('ticketWindow.unavailable.title')}
          </Title>
          <Text c="dimmed">{t('ticketWindow.unavailable.text')}</Text>
          <Button component={Link} to="/admin">
            {t('ticketWindow.unavailable.home')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
