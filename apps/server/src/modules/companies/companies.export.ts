import type { Language } from '@workspace/shared/common/limits';
import { headedIn, type ExportColumn } from '../../lib/export';
import type { Company } from '@workspace/shared/companies/companies.schemas';

const titles = { en: 'Companies', tr: 'Şirketler' } as const;

export const companyExportTitle = (language: Language) => titles[language];

export function companyExportColumns(language: Language): ExportColumn<Company>[] {
  return headedIn(language, [
    { header: { en: 'Name', tr: 'Ad' }, value: (row) => row.name, width: 22 },
    { header: { en: 'Website', tr: 'Web sitesi' }, value: (row) => row.websiteDomain, width: 20 },
    { header: { en: 'Email', tr: 'E-posta' }, value: (row) => row.email, width: 26 },
    { header: { en: 'Phone', tr: 'Telefon' }, value: (row) => row.phone, width: 15 },
    { header: { en: 'Address', tr: 'Adres' }, value: (row) => row.address, width: 30 },
    { header: { en: 'Tax number', tr: 'Vergi numarası' }, value: (row) => row.taxNumber, width: 13 },
    { header: { en: 'Tax office', tr: 'Vergi dairesi' }, value: (row) => row.taxOffice, width: 14 },
    { header: { en: 'IBAN', tr: 'IBAN' }, value: (row) => row.iban, width: 28 },
    { header: { en: 'Projects', tr: 'Projeler' }, value: (row) => row.projectCount, width: 9 },
  ]);
}
