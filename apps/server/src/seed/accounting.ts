import { asc, count, inArray, sql } from 'drizzle-orm';
import { CURRENCIES, type Currency, type Language } from '@workspace/shared/common/limits';
import { addDays, isoToday } from '@workspace/shared/common/work';
import type { Db } from '../db/client';
import { companies, type NewCompanyRow } from '../db/schema/companies';
import { expenseCategories } from '../db/schema/expense-categories';
import { projects } from '../db/schema/projects';
import { transactions, type NewTransactionRow } from '../db/schema/transactions';
import { users } from '../db/schema/users';
import { pick } from './random';
import type { Text } from './text';

/* Five more customers beside the task seed's seven; IBANs carry valid mod-97 check digits. */
// Data: one record a line reads as a table.
// prettier-ignore
export const EXTRA_COMPANIES: NewCompanyRow[] = [
  { name: 'Nordlicht GmbH', websiteDomain: 'nordlicht.de', address: 'Hafenstraße 8, 20457 Hamburg', phone: '+49 40 5550190', email: 'buchhaltung@nordlicht.de', taxNumber: 'DE811907980', taxOffice: 'Hamburg-Mitte', iban: 'DE89370400440532013000' },
  { name: 'Polder Data B.V.', websiteDomain: 'polderdata.nl', address: 'Keizersgracht 221, Amsterdam', phone: '+31 20 5550142', email: 'finance@polderdata.nl', taxNumber: 'NL8001234B01', taxOffice: 'Amsterdam', iban: 'NL91ABNA0417164300' },
  { name: 'Karadeniz Gıda A.Ş.', websiteDomain: 'karadenizgida.com.tr', address: 'Sahil Cd. 45, Trabzon', phone: '+90 462 5550133', email: 'finans@karadenizgida.com.tr', taxNumber: '5550123498', taxOffice: 'Karadeniz', iban: 'TR940001000999990123456789' },
  { name: 'Highland Outdoor Ltd', websiteDomain: 'highland-outdoor.co.uk', address: '3 Castle Street, Inverness IV2 3DU', phone: '+44 1463 555012', email: 'accounts@highland-outdoor.co.uk', taxNumber: 'GB987654321', taxOffice: 'HMRC', iban: 'GB29NWBK60161331926819' },
  { name: 'Çukurova Tarım Ltd. Şti.', websiteDomain: 'cukurovatarim.com', address: 'Seyhan, Adana', phone: '+90 322 5550188', email: 'info@cukurovatarim.com', taxNumber: '3210987654', taxOffice: 'Seyhan', iban: 'TR700006200011100006298765' },
];

type CategoryKey =
  'salaries' | 'rent' | 'software' | 'hardware' | 'travel' | 'marketing' | 'utilities' | 'taxes' | 'training';

/* The expense categories, each with the names of what is paid under it. */
// Data: one record a line reads as a table.
// prettier-ignore
export const DEMO_CATEGORIES: Record<CategoryKey, { name: Text; description: Text; expenses: Text[] }> = {
  salaries: { name: { en: 'Salaries', tr: 'Maaşlar' }, description: { en: 'Monthly payroll and bonuses', tr: 'Aylık bordro ve primler' }, expenses: [{ en: 'Payroll', tr: 'Maaş ödemesi' }, { en: 'Overtime', tr: 'Fazla mesai' }] },
  rent: { name: { en: 'Rent', tr: 'Kira' }, description: { en: 'Office rent and service charges', tr: 'Ofis kirası ve aidatlar' }, expenses: [{ en: 'Office rent', tr: 'Ofis kirası' }] },
  software: { name: { en: 'Software', tr: 'Yazılım' }, description: { en: 'Licences and cloud services', tr: 'Lisanslar ve bulut hizmetleri' }, expenses: [{ en: 'Cloud hosting', tr: 'Bulut sunucu' }, { en: 'Design licences', tr: 'Tasarım lisansları' }, { en: 'CI minutes', tr: 'CI kullanım ücreti' }] },
  hardware: { name: { en: 'Hardware', tr: 'Donanım' }, description: { en: 'Laptops, phones and peripherals', tr: 'Dizüstü bilgisayarlar, telefonlar ve çevre birimleri' }, expenses: [{ en: 'Laptop purchase', tr: 'Dizüstü bilgisayar alımı' }, { en: 'Monitors', tr: 'Monitör alımı' }] },
  travel: { name: { en: 'Travel', tr: 'Seyahat' }, description: { en: 'Flights, hotels and local transport', tr: 'Uçak, otel ve şehir içi ulaşım' }, expenses: [{ en: 'Client visit', tr: 'Müşteri ziyareti' }, { en: 'Conference travel', tr: 'Konferans seyahati' }] },
  marketing: { name: { en: 'Marketing', tr: 'Pazarlama' }, description: { en: 'Campaigns, events and printed material', tr: 'Kampanyalar, etkinlikler ve basılı malzeme' }, expenses: [{ en: 'Trade fair stand', tr: 'Fuar standı' }, { en: 'Search ads', tr: 'Arama reklamları' }] },
  utilities: { name: { en: 'Utilities', tr: 'Ofis giderleri' }, description: { en: 'Electricity, water, internet', tr: 'Elektrik, su, internet' }, expenses: [{ en: 'Electricity', tr: 'Elektrik faturası' }, { en: 'Internet line', tr: 'İnternet hattı' }] },
  taxes: { name: { en: 'Taxes and fees', tr: 'Vergi ve harçlar' }, description: { en: 'Stamp duty, bank and notary fees', tr: 'Damga vergisi, banka ve noter masrafları' }, expenses: [{ en: 'Bank fees', tr: 'Banka masrafları' }, { en: 'Stamp duty', tr: 'Damga vergisi' }] },
  training: { name: { en: 'Training', tr: 'Eğitim' }, description: { en: 'Courses and certifications', tr: 'Kurslar ve sertifikalar' }, expenses: [{ en: 'Cloud certification', tr: 'Bulut sertifikası' }, { en: 'Workshop', tr: 'Atölye eğitimi' }] },
};
const CATEGORY_KEYS = Object.keys(DEMO_CATEGORIES) as CategoryKey[];

// Data: one record a line reads as a table.
// prettier-ignore
const INCOME_NAMES: Text[] = [
  { en: 'Monthly retainer', tr: 'Aylık hizmet bedeli' }, { en: 'Milestone payment', tr: 'Aşama ödemesi' }, { en: 'Support contract', tr: 'Destek sözleşmesi' },
  { en: 'Licence resale', tr: 'Lisans satışı' }, { en: 'Consulting hours', tr: 'Danışmanlık saatleri' }, { en: 'Project advance', tr: 'Proje avansı' },
];
const BANK_TRANSFER: Text = { en: 'Paid by bank transfer', tr: 'Banka havalesiyle ödendi' };
const SCALE: Record<Currency, number> = { TL: 30, Euro: 1, USD: 1.1, GBP: 0.85 };

/** Cents as an exact two-decimal string. */
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Accounting demo: companies up to 12 (the task seed adds some), 9 expense categories and a year
 * of income and expense in all four currencies, linked to companies and projects, written in
 * `language`. A project has money moving only from its first day, and a completed or cancelled one
 * only until some weeks after its last; a project not started yet has received and paid nothing.
 * Runs only when there are no transactions yet.
 */
export async function seedAccounting(
  db: Db,
  random: () => number,
  timeZone: string,
  language: Language = 'en',
  extraCompanies: NewCompanyRow[] = EXTRA_COMPANIES,
): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(transactions);
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const have = await tx.select({ id: companies.id, name: companies.name }).from(companies);
    const names = new Set(have.map((company) => company.name));
    const missing = extraCompanies.filter((company) => !names.has(company.name));
    if (missing.length > 0) await tx.insert(companies).values(missing);
    const companyRows = await tx.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
    const inserted = await tx
      .insert(expenseCategories)
      .values(
        CATEGORY_KEYS.map((key) => ({
          name: DEMO_CATEGORIES[key].name[language],
          description: DEMO_CATEGORIES[key].description[language],
        })),
      )
      .onConflictDoNothing()
      .returning({ id: expenseCategories.id, name: expenseCategories.name });
    const categoryRows = inserted.map((row) => ({
      id: row.id,
      expenses:
        CATEGORY_KEYS.map((key) => DEMO_CATEGORIES[key]).find((category) => category.name[language] === row.name)
          ?.expenses ?? [],
    }));
    const projectRows = await tx
      .select({
        id: projects.id,
        companyId: projects.companyId,
        currency: projects.currency,
        status: projects.status,
        startDate: projects.startDate,
        endDate: projects.endDate,
      })
      .from(projects);
    // Until when a finished project still sees money: the last invoice and its costs.
    const moving = (project: (typeof projectRows)[number], date: string) =>
      project.status !== 'pending' &&
      project.startDate <= date &&
      (project.status === 'inProgress' || project.status === 'onHold' || date <= addDays(project.endDate, 30));
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.type, ['master', 'manager']))
      .orderBy(asc(users.id));
    const today = isoToday(timeZone);
    const rows: NewTransactionRow[] = [];
    for (let day = 364; day >= 0; day -= 1) {
      const date = addDays(today, -day);
      const perDay = random() < 0.35 ? 0 : 1 + Math.floor(random() * 2);
      const open = projectRows.filter((project) => moving(project, date));
      for (let n = 0; n < perDay; n += 1) {
        const isIncome = random() < 0.45;
        const project = random() < 0.55 && open.length > 0 ? pick(random, open) : null;
        const currency: Currency = project && random() < 0.8 ? project.currency : pick(random, CURRENCIES);
        const category = isIncome || categoryRows.length === 0 ? null : pick(random, categoryRows);
        const base = isIncome ? 800 + random() * 9000 : 40 + random() * 2500;
        const name =
          category && category.expenses.length > 0 ? pick(random, category.expenses) : pick(random, INCOME_NAMES);
        rows.push({
          name: name[language],
          description: random() < 0.3 ? BANK_TRANSFER[language] : null,
          amount: money(Math.round(base * SCALE[currency] * 100)),
          type: category ? 'expense' : 'income',
          currency,
          categoryId: category?.id ?? null,
          assignedUserId: pick(random, staff).id,
          companyId: project?.companyId ?? pick(random, companyRows).id,
          projectId: project?.id ?? null,
          transactionDate: date,
        });
      }
    }
    for (let start = 0; start < rows.length; start += 500)
      await tx.insert(transactions).values(rows.slice(start, start + 500));
  });
}

/** Benchmark transactions: `total` rows over the last three years, in batched inserts. */
export async function seedLargeTransactions(
  db: Db,
  total: number,
  random: () => number,
  timeZone: string,
): Promise<void> {
  const companyRows = await db.select({ id: companies.id }).from(companies);
  const categoryRows = await db.select({ id: expenseCategories.id }).from(expenseCategories);
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.type, ['master', 'manager']));
  if (companyRows.length === 0 || categoryRows.length === 0 || staff.length === 0) return;
  const today = isoToday(timeZone);
  const batch = 2_000;
  for (let start = 0; start < total; start += batch) {
    const rows: NewTransactionRow[] = [];
    for (let index = start; index < Math.min(total, start + batch); index += 1) {
      const isIncome = random() < 0.45;
      rows.push({
        name: isIncome ? pick(random, INCOME_NAMES).en : `Expense ${index % 997}`,
        amount: money(1 + Math.floor(random() * 5_000_000)),
        type: isIncome ? 'income' : 'expense',
        currency: pick(random, CURRENCIES),
        categoryId: isIncome ? null : pick(random, categoryRows).id,
        assignedUserId: pick(random, staff).id,
        companyId: pick(random, companyRows).id,
        transactionDate: addDays(today, -Math.floor(random() * 1095)),
      });
    }
    await db.insert(transactions).values(rows);
  }
  // Fresh statistics and a visibility map, so the planner uses the filter indexes (and index-only
  // counts) on the bulk-loaded table, as autovacuum would do in time on a server.
  await db.execute(sql`vacuum analyze transactions`);
  await db.execute(sql`vacuum analyze transaction_month_totals`);
}
