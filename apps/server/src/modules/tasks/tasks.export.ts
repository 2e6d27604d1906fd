import type { Language } from '@workspace/shared/common/limits';
import { dateCell, dateTimeCell, decimalCell, headedIn, type ExportColumn } from '../../lib/export';
import { valueLabels } from '@workspace/shared/i18n/labels';
import type { Task } from '@workspace/shared/tasks/tasks.schemas';

const titles = { en: { all: 'Tasks', mine: 'My tasks' }, tr: { all: 'Görevler', mine: 'Görevlerim' } } as const;

export function taskExportTitle(language: Language, mine: boolean): string {
  return mine ? titles[language].mine : titles[language].all;
}

/** Columns of the tasks export, headed in the caller's language. */
export function taskExportColumns(language: Language): ExportColumn<Task>[] {
  const values = valueLabels[language];
  return headedIn(language, [
    { header: { en: 'Title', tr: 'Başlık' }, value: (row) => row.title, width: 26 },
    { header: { en: 'Project', tr: 'Proje' }, value: (row) => row.project.name, width: 22 },
    {
      header: { en: 'Assigned to', tr: 'Atanan kişi' },
      value: (row) => `${row.assignee.name} ${row.assignee.surname}`,
      width: 22,
    },
    { header: { en: 'Start date', tr: 'Başlangıç tarihi' }, value: (row) => dateCell(row.startDate), width: 12 },
    { header: { en: 'Deadline', tr: 'Son tarih' }, value: (row) => dateCell(row.deadline), width: 12 },
    {
      header: { en: 'Estimated hours', tr: 'Tahmini saat' },
      value: (row) => decimalCell(row.estimatedHours),
      width: 10,
    },
    { header: { en: 'Status', tr: 'Durum' }, value: (row) => values.status[row.status], width: 13 },
    { header: { en: 'Priority', tr: 'Öncelik' }, value: (row) => values.priority[row.priority], width: 10 },
    {
      header: { en: 'Completed at', tr: 'Tamamlanma' },
      value: (row) => dateTimeCell(row.completedAt === null ? null : new Date(row.completedAt)),
      width: 16,
      moments: true,
    },
    {
      header: { en: 'Overdue', tr: 'Gecikmiş' },
      value: (row) => (row.isOverdue ? values.yesNo.yes : values.yesNo.no),
      width: 9,
    },
  ]);
}
