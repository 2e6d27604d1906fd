import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PageHeader } from '../../components/page-header';

/** Screens of later issues: their title and one line, nothing more. */
export function Component() {
  const { t } = useTranslation();
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as { name?: string } | undefined)?.name ?? '';
  return (
    <>
      <PageHeader title={t(`screens.${name}`)} />
      <Text c="dimmed">{t('placeholder.notice')}</Text>
    </>
  );
}
