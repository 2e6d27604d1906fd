import { defineListShape } from '../common/list-shape';

export const PROJECT_REPORT_SORT_FIELDS = [
  'name',
  'company',
  'status',
  'progress',
  'overdueTasks',
  'endDate',
  'daysLeft',
  'budget',
] as const;

export const projectReportListShape = defineListShape({
  name: 'reports/projects',
  filterKeys: ['companyId', 'status', 'from', 'to', 'atRisk'],
  sortFields: PROJECT_REPORT_SORT_FIELDS,
  defaultSort: 'endDate',
});
