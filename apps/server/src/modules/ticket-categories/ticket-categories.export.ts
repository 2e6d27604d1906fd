import type { Language } from '@workspace/shared/common/limits';
import { dateTimeCell, headedIn, type ExportColumn } from '../../lib/export';
import type { TicketCategoryWithCount } from './ticket-categories.repository';

const titles = { en: 'Ticket categories', tr: 'Talep kategorileri' } as const;

export const ticketCategoryExportTitle = (language: Language) => titles[language];

export function ticketCategoryExportColumns(language: Language): ExportColumn<TicketCategoryWithCount>[] {
  return headedIn(language, [
    { header: { en: 'Name', tr: 'Ad' }, value: (row) => row.name, width: 24 },
    { header: { en: 'Description', tr: 'Açıklama' }, value: (row) => row.description, width: 50 },
    { header: { en: 'Tickets', tr: 'Talepler' }, value: (row) => row.ticketCount, width: 12 },
    { header: { en: 'Created', tr: 'Oluşturulma' }, value: (row) => dateTimeCell(row.createdAt), width: 12, moments: true },
  ]);
}
