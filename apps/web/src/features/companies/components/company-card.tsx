import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@workspace/shared/companies/companies.schemas';
import { formatIban } from '../../../lib/format';
import { WebsiteLink } from './website-link';

function Item({ label, children, isWide = false }: { label: string; children: ReactNode; isWide?: boolean }) {
  return (
    <Stack gap={0} style={isWide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children || '–'}
      </Text>
    </Stack>
  );
}

/** Every field of a company, the IBAN grouped in fours for reading. */
export function CompanyCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="company-card-title">
      <Title order={4} id="company-card-title" mb="sm">
        {t('companies.details')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Item label={t('companies.fields.websiteDomain')}>
          {company.websiteDomain && <WebsiteLink domain={company.websiteDomain} />}
        </Item>
        <Item label={t('companies.fields.email')}>
          {company.email && (
            <Anchor href={`mailto:${company.email}`} size="sm">
              {company.email}
            </Anchor>
          )}
        </Item>
        <Item label={t('companies.fields.phone')}>
          {company.phone && (
            <Anchor href={`tel:${company.phone.replace(/[^+\d]/g, '')}`} size="sm">
              {company.phone}
            </Anchor>
          )}
        </Item>
        <Item label={t('companies.fields.taxNumber')}>{company.taxNumber}</Item>
        <Item label={t('companies.fields.taxOffice')}>{company.taxOffice}</Item>
        <Item label={t('companies.fields.iban')}>
          {company.iban && (
            <Text span size="sm" ff="monospace">
              {formatIban(company.iban)}
            </Text>
          )}
        </Item>
        <Item label={t('companies.fields.address')} isWide>
          {company.address}
        </Item>
        <Item label={t('companies.fields.description')} isWide>
          {company.description}
        </Item>
      </SimpleGrid>
    </Paper>
  );
}
