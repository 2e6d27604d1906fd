import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectColumns } from '@workspace/shared/columns/projects';
import type { Project } from '@workspace/shared/projects/projects.schemas';
import { projectList } from '../../../lib/lists';
import type { Column } from '../../../components/data-table';
import { PagedSection, useSectionPaging } from '../../../components/paged-section';
import { StatusBadge } from '../../../components/work-badges';
import { formatDate, formatMoney } from '../../../lib/format';
import { listQueryOptions } from '../../../lib/list-api';
import { hasProjectMoney, ProjectMoney } from './project-money';

/** A company's projects with received and paid against the budget, for the company page. Paging stays in the page, not the URL. */
export function CompanyProjects({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const paging = useSectionPaging<(typeof projectList.sortFields)[number]>({ sort: 'startDate', order: 'desc' });
  const projects = useQuery(listQueryOptions(projectList, { ...paging.params, companyId }));
  const columns: Column<Project>[] = [
    {
      key: 'name',
      title: t('companies.projectFields.name'),
      sortable: true,
      wrap: true,
      render: (project) => project.name,
    },
    {
      key: 'status',
      title: t('companies.projectFields.status'),
      sortable: true,
      render: (project) => <StatusBadge status={project.status} />,
    },
    {
      key: 'budget',
      title: t('companies.projectFields.budget'),
      sortable: true,
      align: 'right',
      render: (project) => formatMoney(project.budget, project.currency, i18n.language),
    },
    {
      key: 'money',
      title: t('companies.projectFields.receivedPaid'),
      wrap: true,
      render: (project) => (hasProjectMoney(project) ? <ProjectMoney project={project} /> : '–'),
    },
    {
      key: 'startDate',
      title: t('companies.projectFields.startDate'),
      sortable: true,
      render: (project) => formatDate(project.startDate, i18n.language),
    },
    {
      key: 'endDate',
      title: t('companies.projectFields.endDate'),
      sortable: true,
      render: (project) => formatDate(project.endDate, i18n.language),
    },
  ];
  return (
    <PagedSection
      id="company-projects-title"
      title={t('companies.projects')}
      columns={columns}
      rowKey={(project) => project.id}
      query={projects}
      paging={paging}
      cardsOf={projectColumns}
    />
  );
}
