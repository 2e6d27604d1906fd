import type { Language } from '@workspace/shared/common/limits';
import type { ExportColumn } from '../../lib/export';
import type { CompanyWithCounts } from './companies.repository';

const labels = {
  en: {
    title: 'Companies',
    name: 'Name',
    website: 'Website',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    taxNumber: 'Tax number',
    taxOffice: 'Tax office',
    iban: 'IBAN',
    projects: 'Projects',
  },
  tr: {
    title: 'Şirketler',
    name: 'Ad',
    website: 'Web sitesi',
    email: 'E-posta',
    phone: 'Telefon',
    address: 'Adres',
    taxNumber: 'Vergi numarası',
    taxOffice: 'Vergi dairesi',
    iban: 'IBAN',
    projects: 'Projeler',
  },
} as const;

export const companyExportTitle = (language: Language) => labels[language].title;

export function companyExportColumns(language: Language): ExportColumn<CompanyWithCounts>[] {
  const l = labels[language];
  return [
    { header: l.name, value: (row) => row.name, width: 22 },
    { header: l.website, value: (row) => row.websiteDomain, width: 20 },
    { header: l.email, value: (row) => row.email, width: 26 },
    { header: l.phone, value: (row) => row.phone, width: 15 },
    { header: l.address, value: (row) => row.address, width: 30 },
    { header: l.taxNumber, value: (row) => row.taxNumber, width: 13 },
    { header: l.taxOffice, value: (row) => row.taxOffice, width: 14 },
    { header: l.iban, value: (row) => row.iban, width: 28 },
    { header: l.projects, value: (row) => row.projectCount, width: 9 },
  ];
}
