import type { Language } from '@workspace/shared/common/limits';
import { valueLabels } from '@workspace/shared/i18n/labels';
import { dateCell, dateTimeCell, headedIn, type ExportColumn } from '../../lib/export';
import type { Ticket } from '@workspace/shared/tickets/tickets.schemas';

const titles = { en: 'Tickets', tr: 'Talepler' } as const;
export const ticketExportTitle = (language: Language) => titles[language];

/* A moment as the answer writes it (ISO), as a cell. */
const moment = (iso: string | null) => dateTimeCell(iso === null ? null : new Date(iso));
const fullName = (person: { name: string; surname: string } | null) =>
  person ? `${person.name} ${person.surname}` : null;

/** Columns of the tickets export, headed in the caller's language. */
export function ticketExportColumns(language: Language): ExportColumn<Ticket>[] {
  const values = valueLabels[language];
  return headedIn(language, [
    { header: { en: 'No.', tr: 'No' }, value: (row) => row.id, width: 7 },
    { header: { en: 'Subject', tr: 'Konu' }, value: (row) => row.subject, width: 30 },
    { header: { en: 'Status', tr: 'Durum' }, value: (row) => values.status[row.status], width: 13 },
    { header: { en: 'Priority', tr: 'Öncelik' }, value: (row) => values.ticketPriority[row.priority], width: 10 },
    { header: { en: 'Department', tr: 'Departman' }, value: (row) => values.department[row.department], width: 12 },
    { header: { en: 'Type', tr: 'Tür' }, value: (row) => values.ticketType[row.type], width: 11 },
    { header: { en: 'Category', tr: 'Kategori' }, value: (row) => row.category?.name ?? null, width: 18 },
    { header: { en: 'Project', tr: 'Proje' }, value: (row) => row.project?.name ?? null, width: 18 },
    { header: { en: 'Customer', tr: 'Müşteri' }, value: (row) => fullName(row.createdBy), width: 20 },
    { header: { en: 'Assigned to', tr: 'Atanan kişi' }, value: (row) => fullName(row.assignee), width: 20 },
    { header: { en: 'Deadline', tr: 'Son tarih' }, value: (row) => dateCell(row.deadline), width: 12 },
    {
      header: { en: 'Created at', tr: 'Oluşturulma' },
      value: (row) => moment(row.createdAt),
      width: 16,
      moments: true,
    },
    {
      header: { en: 'Completed at', tr: 'Tamamlanma' },
      value: (row) => moment(row.completedAt),
      width: 16,
      moments: true,
    },
  ]);
}
