import { cols } from '../common/list-columns';

export const projectReportColumns = cols(
  'reports/projects',
  'name!:title company status:status progress daysLeft tasks? overdueTasks? budget:amount endDate:date',
);
