import type { Language } from '@workspace/shared/common/limits';
import { valueLabels } from '@workspace/shared/i18n/labels';
import { dateTimeCell, headedIn, type ExportColumn } from '../../lib/export';
import type { NoteSource } from '@workspace/shared/notes/notes.schemas';

const titles = { en: 'My notes', tr: 'Notlarım' } as const;

export const noteExportTitle = (language: Language) => titles[language];

/** Columns of the notes export, headed in the caller's language; the content as written (markdown source). */
export function noteExportColumns(language: Language): ExportColumn<NoteSource>[] {
  const yesNo = valueLabels[language].yesNo;
  return headedIn(language, [
    { header: { en: 'Name', tr: 'Ad' }, value: (row) => row.name, width: 24 },
    { header: { en: 'Content', tr: 'İçerik' }, value: (row) => row.content, width: 70 },
    { header: { en: 'Pinned', tr: 'Sabitlenmiş' }, value: (row) => (row.isPinned ? yesNo.yes : yesNo.no), width: 10 },
    {
      header: { en: 'Updated', tr: 'Güncellenme' },
      value: (row) => dateTimeCell(new Date(row.updatedAt)),
      width: 16,
      moments: true,
    },
  ]);
}
