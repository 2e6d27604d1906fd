import { Anchor, Button } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Company } from '@workspace/shared/companies/companies.schemas';
import { confirmAction } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { RowActions } from '../../components/row-actions';
import { useListState, tableBindings } from '../../components/use-list-state';
import { exportList } from '../../lib/export-list';
import { companyPath } from '../../lib/slug';
import { toast } from '../../lib/toast';
import { useDeleteCompany } from './api/delete-company';
import { useCompanies } from './api/list-companies';
import { CompanyFormModal } from './components/company-form-modal';
import { WebsiteLink } from './components/website-link';

const NO_FILTERS = [] as const;
const orDash = (value: string | null) => value || '–';

/** /company (master): search, sort, paging, export, new, edit, delete; the name opens the detail page. */
export function Component() {
  const { t } = useTranslation();
  const list = useListState({ filterKeys: NO_FILTERS, defaultSort: 'name' });
  const companies = useCompanies(list.listParams);
  const deleteMutation = useDeleteCompany();
  const [editing, setEditing] = useState<Company | null | undefined>(undefined);

  const deleteCompany = async (company: Company) => {
    const isConfirmed = await confirmAction({ title: t('list.deleteTitle', { name: company.name }), message: t('list.deleteText'), confirmLabel: t('list.delete') });
    if (!isConfirmed) return;
    try {
      await deleteMutation.mutateAsync(company.id);
      toast.success(t('companies.deleted'));
    } catch (error) {
      // A 409 carries the server's translated reason ("This company still has projects...").
      toast.error(error instanceof Error && error.message ? error.message : t('companies.failedToDelete'));
    }
  };

  const columns: Column<Company>[] = [
    {
      key: 'name',
      title: t('companies.fields.name'),
      sortable: true,
      wrap: true,
      render: (company) => <Anchor component={Link} to={companyPath(company)} size="sm" fw={500}>{company.name}</Anchor>,
    },
    { key: 'websiteDomain', title: t('companies.fields.websiteDomain'), sortable: true, render: (company) => <WebsiteLink domain={company.websiteDomain} /> },
    {
      key: 'email',
      title: t('companies.fields.email'),
      sortable: true,
      render: (company) => (company.email ? <Anchor href={`mailto:${company.email}`} size="sm">{company.email}</Anchor> : '–'),
    },
    { key: 'phone', title: t('companies.fields.phone'), render: (company) => orDash(company.phone) },
    { key: 'taxOffice', title: t('companies.fields.taxOffice'), sortable: true, wrap: true, render: (company) => orDash(company.taxOffice) },
    { key: 'projectCount', title: t('companies.fields.projects'), sortable: true, align: 'right', render: (company) => company.projectCount },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (company) => (
        <RowActions
          actions={[
            { key: 'open', label: `${t('list.open')}: ${company.name}`, icon: <IconEye size={16} />, to: companyPath(company) },
            { key: 'edit', label: `${t('common.edit')}: ${company.name}`, icon: <IconPencil size={16} />, onClick: () => setEditing(company) },
            { key: 'delete', label: `${t('list.delete')}: ${company.name}`, icon: <IconTrash size={16} />, color: 'red', onClick: () => void deleteCompany(company) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('screens.company')} />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        onExport={(format) => void exportList('/api/companies', list.filterParams, format)}
        primary={<Button onClick={() => setEditing(null)}>{t('companies.newCompany')}</Button>}
      />
      <DataTable
        label={t('screens.company')}
        columns={columns}
        rowKey={(company) => company.id}
        {...tableBindings(list, companies)}
      />
      {editing !== undefined && <CompanyFormModal company={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
