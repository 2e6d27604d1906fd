import type { Language } from '@workspace/shared/common/limits';
import type { ExportColumn } from '../../lib/export';
import { valueLabels } from '@workspace/shared/i18n/labels';
import type { ProjectView } from './projects.repository';

const labels = {
  en: {
    title: 'Projects',
    name: 'Name',
    company: 'Company',
    budget: 'Budget',
    currency: 'Currency',
    startDate: 'Start date',
    endDate: 'End date',
    status: 'Status',
    priority: 'Priority',
    tasks: 'Tasks',
    openTasks: 'Open tasks',
  },
  tr: {
    title: 'Projeler',
    name: 'Ad',
    company: 'Şirket',
    budget: 'Bütçe',
    currency: 'Para birimi',
    startDate: 'Başlangıç tarihi',
    endDate: 'Bitiş tarihi',
    status: 'Durum',
    priority: 'Öncelik',
    tasks: 'Görevler',
    openTasks: 'Açık görevler',
  },
} as const;

export function projectExportTitle(language: Language): string {
  return labels[language].title;
}

/** Columns of the projects export, headed in the caller's language; money stays a decimal string. */
export function projectExportColumns(language: Language): ExportColumn<ProjectView>[] {
  const l = labels[language];
  const values = valueLabels[language];
  return [
    { header: l.name, value: (row) => row.name, width: 24 },
    { header: l.company, value: (row) => row.companyName, width: 24 },
    { header: l.budget, value: (row) => row.budget, width: 14 },
    { header: l.currency, value: (row) => row.currency, width: 9 },
    { header: l.startDate, value: (row) => row.startDate, width: 12 },
    { header: l.endDate, value: (row) => row.endDate, width: 12 },
    { header: l.status, value: (row) => values.status[row.status], width: 13 },
    { header: l.priority, value: (row) => values.priority[row.priority], width: 10 },
    { header: l.tasks, value: (row) => row.taskCount, width: 8 },
    { header: l.openTasks, value: (row) => row.openTaskCount, width: 10 },
  ];
}
