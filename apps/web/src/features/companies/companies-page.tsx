import { Anchor } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Company } from '@workspace/shared/companies/companies.schemas';
import { companyColumns as columnSpec } from '@workspace/shared/columns/companies';
import { companyList } from '../../lib/lists';
import { DataTable, type Column } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useListState, tableBindings } from '../../components/use-list-state';
import { listQueryOptions } from '../../lib/list-api';
import { companyKeys } from '../../lib/query-keys';
import { companyPath } from '../../lib/slug';
import { CompanySummaryCards } from './components/company-summary-cards';
import { WebsiteLink } from './components/website-link';
import { lazyDialog } from '../../components/lazy-dialog';

const CompanyFormModal = lazyDialog(() =>
  import('./components/company-form-modal').then((module) => module.CompanyFormModal),
);

const orDash = (value: string | null) => value || '–';

/** /company (master): search, sort, paging, export, new, edit, delete; the name opens the detail page. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState(companyList);
  const companies = useQuery(listQueryOptions(companyList, list.listParams));
  const [editing, setEditing] = useState<Company | null | undefined>(undefined);
  // A 409 carries the server's translated reason ("This company still has projects...").
  const deleteCompany = useConfirmedDelete<Company>({
    path: '/api/companies',
    invalidates: [companyKeys.all],
    name: (company) => company.name,
    success: t('companies.deleted'),
    failure: t('companies.failedToDelete'),
  });

  const columns: Column<Company>[] = [
    {
      key: 'name',
      title: t('companies.fields.name'),
      sortable: true,
      wrap: true,
      render: (company) => (
        <Anchor component={Link} to={companyPath(company)} size="sm" fw={500}>
          {company.name}
        </Anchor>
      ),
    },
    {
      key: 'websiteDomain',
      title: t('companies.fields.websiteDomain'),
      sortable: true,
      render: (company) => <WebsiteLink domain={company.websiteDomain} />,
    },
    {
      key: 'email',
      title: t('companies.fields.email'),
      sortable: true,
      render: (company) =>
        company.email ? (
          <Anchor href={`mailto:${company.email}`} size="sm">
            {company.email}
          </Anchor>
        ) : (
          '–'
        ),
    },
    { key: 'phone', title: t('companies.fields.phone'), render: (company) => orDash(company.phone) },
    {
      key: 'taxOffice',
      title: t('companies.fields.taxOffice'),
      sortable: true,
      wrap: true,
      render: (company) => orDash(company.taxOffice),
    },
    {
      key: 'projectCount',
      title: t('companies.fields.projects'),
      sortable: true,
      align: 'right',
      render: (company) => company.projectCount,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (company) => (
        <RowActions
          t={t}
          name={company.name}
          actions={[
            {
              key: 'open',
              label: `${t('list.open')}: ${company.name}`,
              icon: <IconEye size={16} />,
              to: companyPath(company),
            },
          ]}
          onEdit={() => setEditing(company)}
          onDelete={() => deleteCompany(company)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('screens.company')} />
      <CompanySummaryCards list={list} />
      <ListToolbar
        list={list}
        exportOf={companyList}
        create={{ label: t('companies.newCompany'), onClick: () => setEditing(null) }}
      />
      <DataTable
        columnsOf={columnSpec}
        label={t('screens.company')}
        columns={columns}
        rowKey={(company) => company.id}
        {...tableBindings(list, companies)}
      />
      {editing !== undefined && <CompanyFormModal company={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
