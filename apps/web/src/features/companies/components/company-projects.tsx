import { Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@workspace/shared/projects/projects.schemas';
import { DataTable, type Column, type SortState } from '../../../components/data-table';
import { hasProjectMoney, ProjectMoney } from '../../../components/project-money';
import { StatusBadge } from '../../../components/work-badges';
import { formatDate, formatMoney } from '../../../lib/format';
import { useCompanyProjects } from '../api/list-company-projects';

const PAGE_SIZE = 10;

/** A company's projects with received and paid against the budget. Paging stays in the page, not the URL. */
export function CompanyProjects({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ sort: 'startDate', order: 'desc' });
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), sort: sort.sort, order: sort.order });
  const projects = useCompanyProjects(companyId, params);
  const columns: Column<Project>[] = [
    { key: 'name', title: t('companies.projectFields.name'), sortable: true, wrap: true, render: (project) => project.name },
    { key: 'status', title: t('companies.projectFields.status'), sortable: true, render: (project) => <StatusBadge status={project.status} /> },
    {
      key: 'budget',
      title: t('companies.projectFields.budget'),
      sortable: true,
      align: 'right',
      render: (project) => formatMoney(project.budget, project.currency, i18n.language),
    },
    { key: 'money', title: t('companies.projectFields.receivedPaid'), wrap: true, render: (project) => (hasProjectMoney(project) ? <ProjectMoney project={project} /> : '–') },
    { key: 'startDate', title: t('companies.projectFields.startDate'), sortable: true, render: (project) => formatDate(project.startDate, i18n.language) },
    { key: 'endDate', title: t('companies.projectFields.endDate'), sortable: true, render: (project) => formatDate(project.endDate, i18n.language) },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="company-projects-title">
      <Title order={4} id="company-projects-title" mb="sm">{t('companies.projects')}</Title>
      <DataTable
        label={t('companies.projects')}
        columns={columns}
        rows={projects.data?.data}
        rowKey={(project) => project.id}
        total={projects.data?.meta.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
        isLoading={projects.isLoading}
      />
    </Paper>
  );
}
