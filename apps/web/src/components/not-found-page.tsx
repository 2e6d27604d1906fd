import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={700} c="dimmed">
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component="a" href="/admin">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
