import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A company id that does not exist (or was deleted): say so and lead back to the list. */
export function CompanyNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto" mt="xl">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          {t('companies.notFoundTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('companies.notFoundText')}
        </Text>
        <Button component={Link} to="/company">
          {t('companies.backToList')}
        </Button>
      </Stack>
    </Paper>
  );
}
