import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 404 from the API: the task does not exist or belongs to someone else; we never say which. */
export function TaskUnavailable() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480}>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconLock size={26} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('support.unavailable.title')}
          </Title>
          <Text c="dimmed">{t('support.unavailable.text')}</Text>
          <Button component={Link} to="/admin">
            {t('support.unavailable.home')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
