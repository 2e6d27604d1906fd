import type { Language } from '@workspace/shared/common/limits';
import { dateCell, headedIn, moneyCell, type ExportColumn } from '../../lib/export';
import { valueLabels } from '@workspace/shared/i18n/labels';
import type { Project } from '@workspace/shared/projects/projects.schemas';

const titles = { en: 'Projects', tr: 'Projeler' } as const;

export function projectExportTitle(language: Language): string {
  return titles[language];
}

/** Columns of the projects export, headed in the caller's language; money stays a decimal string. */
export function projectExportColumns(language: Language): ExportColumn<Project>[] {
  const values = valueLabels[language];
  return headedIn(language, [
    { header: { en: 'Name', tr: 'Ad' }, value: (row) => row.name, width: 24 },
    { header: { en: 'Company', tr: 'Şirket' }, value: (row) => row.companyName, width: 24 },
    { header: { en: 'Budget', tr: 'Bütçe' }, value: (row) => moneyCell(row.budget, row.currency), width: 14 },
    { header: { en: 'Currency', tr: 'Para birimi' }, value: (row) => row.currency, width: 9 },
    { header: { en: 'Start date', tr: 'Başlangıç tarihi' }, value: (row) => dateCell(row.startDate), width: 12 },
    { header: { en: 'End date', tr: 'Bitiş tarihi' }, value: (row) => dateCell(row.endDate), width: 12 },
    { header: { en: 'Status', tr: 'Durum' }, value: (row) => values.status[row.status], width: 13 },
    { header: { en: 'Priority', tr: 'Öncelik' }, value: (row) => values.priority[row.priority], width: 10 },
    { header: { en: 'Tasks', tr: 'Görevler' }, value: (row) => row.taskCount, width: 8 },
    { header: { en: 'Open tasks', tr: 'Açık görevler' }, value: (row) => row.openTaskCount, width: 10 },
  ]);
}
