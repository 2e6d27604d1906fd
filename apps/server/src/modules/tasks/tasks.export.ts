import type { Language } from '@workspace/shared/common/limits';
import type { ExportColumn } from '../../lib/export';
import { valueLabels } from '@workspace/shared/i18n/labels';
import type { TaskView } from './tasks.repository';

const labels = {
  en: {
    title: 'Tasks',
    mine: 'My tasks',
    task: 'Title',
    project: 'Project',
    assignee: 'Assigned to',
    startDate: 'Start date',
    deadline: 'Deadline',
    hours: 'Estimated hours',
    status: 'Status',
    priority: 'Priority',
    completedAt: 'Completed at',
    overdue: 'Overdue',
  },
  tr: {
    title: 'Görevler',
    mine: 'Görevlerim',
    task: 'Başlık',
    project: 'Proje',
    assignee: 'Atanan kişi',
    startDate: 'Başlangıç tarihi',
    deadline: 'Son tarih',
    hours: 'Tahmini saat',
    status: 'Durum',
    priority: 'Öncelik',
    completedAt: 'Tamamlanma',
    overdue: 'Gecikmiş',
  },
} as const;

const stamp = (value: Date | null) => (value ? value.toISOString().slice(0, 16).replace('T', ' ') : null);

export function taskExportTitle(language: Language, mine: boolean): string {
  return mine ? labels[language].mine : labels[language].title;
}

/** Columns of the tasks export, headed in the caller's language. */
export function taskExportColumns(language: Language): ExportColumn<TaskView>[] {
  const l = labels[language];
  const values = valueLabels[language];
  return [
    { header: l.task, value: (row) => row.title, width: 26 },
    { header: l.project, value: (row) => row.project.name, width: 22 },
    { header: l.assignee, value: (row) => `${row.assignee.name} ${row.assignee.surname}`, width: 22 },
    { header: l.startDate, value: (row) => row.startDate, width: 12 },
    { header: l.deadline, value: (row) => row.deadline, width: 12 },
    { header: l.hours, value: (row) => row.estimatedHours, width: 10 },
    { header: l.status, value: (row) => values.status[row.status], width: 13 },
    { header: l.priority, value: (row) => values.priority[row.priority], width: 10 },
    { header: l.completedAt, value: (row) => stamp(row.completedAt), width: 16 },
    { header: l.overdue, value: (row) => (row.isOverdue ? values.yesNo.yes : values.yesNo.no), width: 9 },
  ];
}
