import type { Readable } from 'node:stream';
import type { Language } from '@workspace/shared/common/limits';
import { valueLabels } from '@workspace/shared/i18n/labels';
import type { ProjectReportRow, UserReport } from '@workspace/shared/insight/reports.schemas';
import {
  dateCell,
  decimalCell,
  headedIn,
  moneyCell as amountCell,
  type ExportCell,
  type ExportColumn,
} from '../../lib/export';
import { readableCell } from '../../lib/export-cells';
import { createPdf, streamPdf, type PdfDocument } from '../../lib/pdf';
import { PdfTable } from '../../lib/pdf-table';

/*
 * The reports as downloads, worded in the caller's language. Figures come from the API's exact
 * decimal strings; a PDF writes them the reader's way ("40,5" hours in Turkish), as the screen does.
 */

const labels = {
  en: {
    userTitle: 'User report',
    projectTitle: 'Project report',
    period: 'Period',
    timeZone: 'Time zone',
    report: 'Report',
    section: 'Section',
    item: 'Item',
    user: 'User',
    from: 'From',
    to: 'To',
    figures: 'Figures',
    figure: 'Figure',
    value: 'Value',
    byPriority: 'By priority',
    byStatus: 'By status',
    byProject: 'By project',
    deadlines: 'Deadline performance',
    priority: 'Priority',
    status: 'Status',
    project: 'Project',
    total: 'Total',
    completed: 'Completed',
    overdue: 'Overdue',
    hours: 'Estimated hours',
    none: 'No tasks in this period.',
  },
  tr: {
    userTitle: 'Kullanıcı raporu',
    projectTitle: 'Proje raporu',
    period: 'Dönem',
    timeZone: 'Saat dilimi',
    report: 'Rapor',
    section: 'Bölüm',
    item: 'Kalem',
    user: 'Kullanıcı',
    from: 'Başlangıç',
    to: 'Bitiş',
    figures: 'Göstergeler',
    figure: 'Gösterge',
    value: 'Değer',
    byPriority: 'Önceliğe göre',
    byStatus: 'Duruma göre',
    byProject: 'Projeye göre',
    deadlines: 'Son tarih performansı',
    priority: 'Öncelik',
    status: 'Durum',
    project: 'Proje',
    total: 'Toplam',
    completed: 'Tamamlanan',
    overdue: 'Gecikmiş',
    hours: 'Tahmini saat',
    none: 'Bu dönemde görev yok.',
  },
} as const;

type FigureKey = keyof UserReport['figures'];

/* The figures in the order the report shows them. */
const figureLabels: Record<Language, Record<FigureKey, string>> = {
  en: {
    totalTasks: 'Total tasks',
    completedTasks: 'Completed tasks',
    completionRate: 'Completion rate (%)',
    overdueTasks: 'Overdue tasks',
    averageDays: 'Average time (days)',
    estimatedHoursTotal: 'Total estimated hours',
    estimatedHoursAverage: 'Average estimated hours',
    estimatedHoursMax: 'Maximum estimated hours',
    metDeadlines: 'Met deadlines',
    missedDeadlines: 'Missed deadlines',
    averageDaysEarly: 'Average days early',
  },
  tr: {
    totalTasks: 'Toplam görev',
    completedTasks: 'Tamamlanan görev',
    completionRate: 'Tamamlanma oranı (%)',
    overdueTasks: 'Gecikmiş görev',
    averageDays: 'Ortalama süre (gün)',
    estimatedHoursTotal: 'Toplam tahmini saat',
    estimatedHoursAverage: 'Ortalama tahmini saat',
    estimatedHoursMax: 'En yüksek tahmini saat',
    metDeadlines: 'Zamanında tamamlanan',
    missedDeadlines: 'Gecikmeli tamamlanan',
    averageDaysEarly: 'Ortalama erken gün',
  },
};

const deadlineLabels = {
  en: { met: 'Met', missed: 'Missed', overdue: 'Overdue', onTrack: 'On track' },
  tr: { met: 'Zamanında', missed: 'Gecikmeli', overdue: 'Gecikmiş', onTrack: 'Yolunda' },
} as const;

/** A figure as a number cell: decimal strings ("40.50" hours) stay exact, and read with the reader's decimal mark. */
const figureCell = (value: UserReport['figures'][FigureKey]): ExportCell =>
  typeof value === 'string' ? decimalCell(value) : value;

const fullName = (report: UserReport) => `${report.user.name} ${report.user.surname}`;

export function userReportTitle(language: Language, report: UserReport): string {
  return `${labels[language].userTitle}: ${fullName(report)}`;
}

export function projectReportTitle(language: Language): string {
  return labels[language].projectTitle;
}

/** One line of the user report's CSV: which section, which item, and the numbers that section has. */
export type ReportLine = {
  section: string;
  item: string;
  value?: ExportCell;
  total?: number;
  completed?: number;
  overdue?: number;
  hours?: string;
};

export function userReportColumns(language: Language): ExportColumn<ReportLine>[] {
  const l = labels[language];
  return [
    { header: l.section, value: (line) => line.section },
    { header: l.item, value: (line) => line.item },
    { header: l.value, value: (line) => line.value ?? null },
    { header: l.total, value: (line) => line.total ?? null },
    { header: l.completed, value: (line) => line.completed ?? null },
    { header: l.overdue, value: (line) => line.overdue ?? null },
    { header: l.hours, value: (line) => decimalCell(line.hours ?? null) },
  ];
}

/** The report flattened for a CSV: who and when, the figures, then each section's rows. */
export function userReportLines(language: Language, report: UserReport): ReportLine[] {
  const l = labels[language];
  const values = valueLabels[language];
  const figures = figureLabels[language];
  return [
    { section: l.report, item: l.user, value: fullName(report) },
    { section: l.report, item: l.from, value: dateCell(report.from) },
    { section: l.report, item: l.to, value: dateCell(report.to) },
    { section: l.report, item: l.timeZone, value: report.timeZone },
    ...(Object.keys(figures) as FigureKey[]).map((key) => ({
      section: l.figures,
      item: figures[key],
      value: figureCell(report.figures[key]),
    })),
    ...report.byPriority.map((row) => ({
      section: l.byPriority,
      item: values.priority[row.priority],
      total: row.total,
      completed: row.completed,
      hours: row.estimatedHours,
    })),
    ...report.byStatus.map((row) => ({ section: l.byStatus, item: values.status[row.status], total: row.total })),
    ...report.byProject.map((row) => ({
      section: l.byProject,
      item: row.projectName,
      total: row.total,
      completed: row.completed,
      overdue: row.overdue,
      hours: row.estimatedHours,
    })),
    ...(['met', 'missed', 'overdue', 'onTrack'] as const).map((key) => ({
      section: l.deadlines,
      item: deadlineLabels[language][key],
      value: report.deadlines[key],
    })),
  ];
}

/* A figure in a report's table: a decimal string ("40.50" hours) read as a number, null as "-". */
type Figure = string | number | null;

/** A section heading and its table: a label a row, then its figures the reader's way ("40,5" in Turkish). */
function section(
  doc: PdfDocument,
  language: Language,
  heading: string,
  header: string[],
  rows: [string, ...Figure[]][],
) {
  doc.moveDown(1).font('bold').fontSize(12).text(heading, doc.page.margins.left);
  doc.moveDown(0.4);
  const reader = { language, timeZone: 'UTC' };
  const cells = rows.map(([label, ...figures]) => [
    label,
    ...figures.map((figure) =>
      figure === null ? '-' : readableCell(typeof figure === 'string' ? decimalCell(figure) : figure, reader),
    ),
  ]);
  const table = new PdfTable(
    doc,
    header.map((title, index) => ({ header: title, align: index === 0 ? 'left' : 'right' })),
    cells,
    { fontSize: 9, padding: 4 },
  );
  cells.forEach((row) => table.row(row));
  table.end();
}

/** The user report as a PDF: title (name and period), the figures, then each section as a table. */
export function userReportPdf(language: Language, report: UserReport): Readable {
  const l = labels[language];
  const values = valueLabels[language];
  const figures = figureLabels[language];
  const day = (value: string) => readableCell(dateCell(value), { language, timeZone: report.timeZone });
  const doc = createPdf({
    title: userReportTitle(language, report),
    subtitle: `${l.period}: ${day(report.from)} – ${day(report.to)} · ${l.timeZone}: ${report.timeZone}`,
  });
  return streamPdf(doc, async () => {
    section(
      doc,
      language,
      l.figures,
      [l.figure, l.value],
      (Object.keys(figures) as FigureKey[]).map((key) => [figures[key], report.figures[key]]),
    );
    section(
      doc,
      language,
      l.deadlines,
      [l.status, l.total],
      (['met', 'missed', 'overdue', 'onTrack'] as const).map((key) => [
        deadlineLabels[language][key],
        report.deadlines[key],
      ]),
    );
    section(
      doc,
      language,
      l.byPriority,
      [l.priority, l.total, l.completed, l.hours],
      report.byPriority.map((row) => [values.priority[row.priority], row.total, row.completed, row.estimatedHours]),
    );
    section(
      doc,
      language,
      l.byStatus,
      [l.status, l.total],
      report.byStatus.map((row) => [values.status[row.status], row.total]),
    );
    if (report.byProject.length === 0) {
      doc.moveDown(1).font('bold').fontSize(12).text(l.byProject, doc.page.margins.left);
      doc.moveDown(0.4).font('regular').fontSize(10).text(l.none);
      return;
    }
    section(
      doc,
      language,
      l.byProject,
      [l.project, l.total, l.completed, l.overdue, l.hours],
      report.byProject.map((row) => [row.projectName, row.total, row.completed, row.overdue, row.estimatedHours]),
    );
  });
}

/** Received or paid per currency in one cell ("Euro 120.00 · USD 300.00"), never added together. */
const moneyCell = (row: ProjectReportRow, key: 'received' | 'paid') =>
  row.money
    .filter((entry) => entry[key] !== '0.00')
    .map((entry) => `${entry.currency} ${entry[key]}`)
    .join(' · ');

/** Columns of the project report export, headed in the caller's language. */
export function projectReportColumns(language: Language): ExportColumn<ProjectReportRow>[] {
  const values = valueLabels[language];
  return headedIn(language, [
    { header: { en: 'Project', tr: 'Proje' }, value: (row) => row.name, width: 22 },
    { header: { en: 'Company', tr: 'Şirket' }, value: (row) => row.company.name, width: 20 },
    { header: { en: 'Status', tr: 'Durum' }, value: (row) => values.status[row.status], width: 12 },
    { header: { en: 'Start date', tr: 'Başlangıç tarihi' }, value: (row) => dateCell(row.startDate), width: 11 },
    { header: { en: 'End date', tr: 'Bitiş tarihi' }, value: (row) => dateCell(row.endDate), width: 11 },
    { header: { en: 'Budget', tr: 'Bütçe' }, value: (row) => amountCell(row.budget, row.currency), width: 13 },
    { header: { en: 'Currency', tr: 'Para birimi' }, value: (row) => row.currency, width: 8 },
    { header: { en: 'Received', tr: 'Alınan' }, value: (row) => moneyCell(row, 'received'), width: 18 },
    { header: { en: 'Paid', tr: 'Ödenen' }, value: (row) => moneyCell(row, 'paid'), width: 18 },
    { header: { en: 'Tasks', tr: 'Görevler' }, value: (row) => row.taskCount, width: 7 },
    { header: { en: 'Completed tasks', tr: 'Tamamlanan görevler' }, value: (row) => row.completedTasks, width: 9 },
    { header: { en: 'Progress (%)', tr: 'İlerleme (%)' }, value: (row) => row.progress, width: 9 },
    { header: { en: 'Overdue tasks', tr: 'Gecikmiş görevler' }, value: (row) => row.overdueTasks, width: 9 },
    { header: { en: 'Days left', tr: 'Kalan gün' }, value: (row) => row.daysLeft, width: 8 },
    { header: { en: 'Time left (%)', tr: 'Kalan süre (%)' }, value: (row) => row.timeLeftShare, width: 9 },
    { header: { en: 'Work left (%)', tr: 'Kalan iş (%)' }, value: (row) => row.workLeftShare, width: 9 },
    {
      header: { en: 'At risk', tr: 'Riskli' },
      value: (row) => (row.atRisk ? values.yesNo.yes : values.yesNo.no),
      width: 7,
    },
  ]);
}
