import { Alert, Anchor, Button, Center, Loader, Stack } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { CurrencyCards } from '../../components/currency-cards';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api-client';
import { moneySign } from '../../lib/format';
import { companyPath } from '../../lib/slug';
import { useCompany } from './api/get-company';
import { CompanyCard } from './components/company-card';
import { CompanyNotFound } from './components/company-not-found';
import { lazyDialog } from '../../components/lazy-dialog';

const CompanyFormModal = lazyDialog(() =>
  import('./components/company-form-modal').then((module) => module.CompanyFormModal),
);

type Props = {
  /** The company's projects and transactions: other features' tables, put in by the route. */
  sections: (companyId: number) => ReactNode;
};

/** /company/:id/:name (master): the card, totals per currency, then the sections the route adds. */
export function CompanyDetailPage({ sections }: Props) {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = Number(params.id);
  const detail = useCompany(id);
  const [isEditing, setIsEditing] = useState(false);
  const company = detail.data?.company;

  // The name part is only for reading; an old or mistyped one is replaced by the current slug.
  const canonicalPath = company ? companyPath(company) : null;
  useEffect(() => {
    if (canonicalPath && location.pathname !== canonicalPath)
      void navigate(`${canonicalPath}${location.search}`, { replace: true });
  }, [canonicalPath, location.pathname, location.search, navigate]);

  const isMissing =
    !Number.isInteger(id) || id <= 0 || (detail.error instanceof ApiError && detail.error.status === 404);
  if (isMissing) return <CompanyNotFound />;
  if (detail.error) {
    return (
      <Alert color="red" title={t('companies.failedToLoad')}>
        {detail.error.message}
      </Alert>
    );
  }
  if (!company || !detail.data) {
    return (
      <Center p="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }

  // A card per currency that moved; currencies are never added together.
  const totals = detail.data.totals.filter((row) => moneySign(row.income) !== 0 || moneySign(row.expense) !== 0);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/company" size="sm">
        ← {t('companies.backToList')}
      </Anchor>
      <PageHeader title={company.name}>
        <Button variant="default" onClick={() => setIsEditing(true)}>
          {t('common.edit')}
        </Button>
      </PageHeader>
      <CompanyCard company={company} />
      <CurrencyCards
        title={t('companies.totals')}
        totals={totals}
        figures={['income', 'expense', 'balance']}
        emptyText={t('companies.noTotals')}
      />
      {sections(company.id)}
      {isEditing && <CompanyFormModal company={company} onClose={() => setIsEditing(false)} />}
    </Stack>
  );
}
