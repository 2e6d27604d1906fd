import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, screenshot, signedInPage } from '../support/browser';

/*
 * The accounting screens of issue 4 in English and in Turkish, full page at 1366x850: each proves
 * its language with a visible heading or column header, shows data, and on the Turkish pages no
 * English interface text and no raw translation key is left.
 */

type Language = 'en' | 'tr';
type Texts = { [key: string]: string | Texts };

const i18nDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/i18n');
function readTexts(language: Language): Texts {
  const texts = JSON.parse(fs.readFileSync(path.join(i18nDir, `${language}.json`), 'utf8')) as Texts;
  for (const file of fs.readdirSync(path.join(i18nDir, language))) {
    texts[file.replace(/\.json$/, '')] = JSON.parse(
      fs.readFileSync(path.join(i18nDir, language, file), 'utf8'),
    ) as Texts;
  }
  return texts;
}
const TEXTS: Record<Language, Texts> = { en: readTexts('en'), tr: readTexts('tr') };
const NAMESPACES = Object.keys(TEXTS.en);

/** English interface texts that Turkish says differently (no interpolation, at least two letters). */
function englishOnly(en: Texts, tr: Texts | undefined, out = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(en)) {
    const other = tr?.[key];
    if (typeof value === 'string') {
      if (!value.includes('{{') && /[A-Za-z]{2}/.test(value) && value !== other) out.add(value);
    } else englishOnly(value, typeof other === 'object' ? other : undefined, out);
  }
  return out;
}
const ENGLISH_ONLY = [...englishOnly(TEXTS.en, TEXTS.tr)];

/** Text nodes and accessible attributes that are an English interface text or an i18n key. */
async function leftovers(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ english, namespaces }) => {
      const englishSet = new Set(english);
      const keyPattern = new RegExp(`^(${namespaces.join('|')})\\.[A-Za-z0-9_.]+$`);
      const found = new Set<string>();
      const check = (value: string | null, where: string) => {
        const text = value?.replace(/\s+/g, ' ').trim();
        if (!text) return;
        if (englishSet.has(text)) found.add(`${where}: ${text}`);
        if (keyPattern.test(text)) found.add(`${where} (key): ${text}`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && parent.closest('[aria-hidden="true"], script, style')) continue;
        check(node.textContent, 'text');
      }
      for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title]'))) {
        for (const attribute of ['aria-label', 'placeholder', 'title'])
          check(element.getAttribute(attribute), attribute);
      }
      return [...found].sort();
    },
    { english: ENGLISH_ONLY, namespaces: NAMESPACES },
  );
}

const SCREENS: Record<string, Record<Language, string>> = {
  company: { en: 'Companies', tr: 'Şirketler' },
  income: { en: 'Income', tr: 'Gelirler' },
  expense: { en: 'Expenses', tr: 'Giderler' },
  transaction: { en: 'Transactions', tr: 'İşlemler' },
  expenseCategory: { en: 'Expense categories', tr: 'Gider kategorileri' },
  wallet: { en: 'Wallet', tr: 'Cüzdan' },
};
const L = {
  taxOffice: { en: 'Tax office', tr: 'Vergi dairesi' },
  search: { en: 'Search', tr: 'Ara' },
  details: { en: 'Company details', tr: 'Şirket bilgileri' },
  totals: { en: 'Totals per currency (all time)', tr: 'Para birimine göre toplamlar (tüm zamanlar)' },
  projects: { en: 'Projects', tr: 'Projeler' },
  companyTransactions: { en: 'Transactions', tr: 'İşlemler' },
  amount: { en: 'Amount', tr: 'Tutar' },
  category: { en: 'Category', tr: 'Kategori' },
  showFilters: { en: 'Show filters', tr: 'Filtreleri göster' },
  filters: { en: 'Filters', tr: 'Filtreler' },
  type: { en: 'Type', tr: 'Tür' },
  dateFrom: { en: 'Date from', tr: 'Başlangıç tarihi' },
  transactionCount: { en: 'Transactions', tr: 'İşlem sayısı' },
  perCurrency: { en: ': per currency', tr: ': para birimine göre' },
  income: { en: 'Income', tr: 'Gelir' },
  expense: { en: 'Expense', tr: 'Gider' },
  balance: { en: 'Balance', tr: 'Bakiye' },
  chart: { en: 'Monthly performance', tr: 'Aylık performans' },
  // The 30 days up to the month's end (or today), named by their first and last day.
  recent: {
    en: /^Transactions from \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}$/,
    tr: /^\d{1,2} \S+ \d{4} – \d{1,2} \S+ \d{4} arası işlemler$/,
  },
  pdf: { en: 'Download PDF', tr: 'PDF indir' },
  csv: { en: 'Download CSV', tr: 'CSV indir' },
} as const;

/** "November 2026" / "Kasım 2026": the company's current month, as the app writes it. */
function thisMonth(language: Language): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, 1)),
  );
}

async function visible(page: Page, locator: ReturnType<Page['getByRole']>, what: string) {
  await expect.poll(() => locator.first().isVisible(), { timeout: 15_000, message: what }).toBe(true);
}

async function heading(page: Page, name: string) {
  await visible(page, page.getByRole('heading', { name, exact: true, level: 1 }), `heading ${name}`);
}

async function tableRows(page: Page, name: string | RegExp, atLeast: number) {
  const rows = page.getByRole('table', typeof name === 'string' ? { name, exact: true } : { name }).getByRole('row');
  await expect
    .poll(() => rows.count(), { timeout: 15_000, message: `rows of ${name}` })
    .toBeGreaterThanOrEqual(atLeast);
}

async function currencyCards(page: Page, region: string | RegExp, count: number) {
  const cards = page.getByRole('region', { name: region });
  await expect
    .poll(() => cards.getByRole('group').count(), { timeout: 15_000, message: `cards of ${String(region)}` })
    .toBe(count);
  return cards;
}

/** Full page once the data has settled; on Turkish pages nothing English or untranslated is left. */
async function capture(page: Page, name: string, language: Language) {
  await networkQuiet(page);
  await page.mouse.move(0, 0);
  if (language === 'tr') expect(await leftovers(page), `English or raw keys on ${name}`).toEqual([]);
  await screenshot(page, name);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('accounting screens in English and Turkish', () => {
  for (const language of ['en', 'tr'] as const) {
    const suffix = `-${language}`;

    it(`companies: the list and a company's page (${language})`, async () => {
      const { context, page } = await signedInPage(browser, 'master', language);

      await page.goto('/company');
      await heading(page, SCREENS.company![language]);
      await visible(page, page.getByRole('columnheader', { name: L.taxOffice[language] }), 'tax office column');
      await tableRows(page, SCREENS.company![language], 11);
      await capture(page, `accounting-company${suffix}`, language);

      await page.getByRole('textbox', { name: L.search[language] }).fill('Anadolu Lojistik');
      // The company is on the list's first page already: wait for the search to be applied and its
      // rows drawn, or the click can land on a row the search is about to redraw.
      await page.waitForURL((url) => url.searchParams.get('q') === 'Anadolu Lojistik');
      await networkQuiet(page);
      const link = page
        .getByRole('table')
        .getByRole('link', { name: /^Anadolu Lojistik/ })
        .first();
      await visible(page, link, 'company link');
      await link.click();
      await page.waitForURL(/\/company\/\d+\/anadolu-lojistik-a-s$/);
      await heading(page, 'Anadolu Lojistik A.Ş.');
      await visible(page, page.getByRole('region', { name: L.details[language] }), 'company card');
      const totals = page.getByRole('region', { name: L.totals[language] });
      await expect.poll(() => totals.getByRole('group').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await visible(page, totals.getByText(L.balance[language], { exact: true }), 'balance line');
      await tableRows(page, L.companyTransactions[language], 3);
      await visible(page, page.getByRole('region', { name: L.projects[language] }), 'projects');
      await capture(page, `accounting-company-detail${suffix}`, language);
      await context.close();
    });

    it(`income, expense and transactions (${language})`, async () => {
      const { context, page } = await signedInPage(browser, 'master', language);
      const monthTitle = `${language === 'en' ? 'This month' : 'Bu ay'}: ${thisMonth(language)}`;

      for (const [screen, route, figure] of [
        ['income', '/income', L.income],
        ['expense', '/expense', L.expense],
      ] as const) {
        await page.goto(route);
        await heading(page, SCREENS[screen]![language]);
        const cards = await currencyCards(page, monthTitle, 4);
        await visible(page, cards.getByText(figure[language], { exact: true }), `${screen} figure`);
        await visible(page, page.getByRole('columnheader', { name: L.amount[language] }), 'amount column');
        await tableRows(page, SCREENS[screen]![language], 6);
        await capture(page, `accounting-${screen}${suffix}`, language);
      }

      await page.goto('/transaction');
      await heading(page, SCREENS.transaction![language]);
      await currencyCards(page, monthTitle, 4);
      await page.getByRole('button', { name: L.showFilters[language] }).click();
      const filters = page.getByRole('region', { name: L.filters[language] });
      await visible(page, filters, 'filter panel');
      await visible(page, filters.getByRole('combobox', { name: L.type[language] }), 'type filter');
      await visible(page, filters.getByRole('textbox', { name: L.dateFrom[language] }), 'date filter');
      expect(new URL(page.url()).searchParams.get('filters')).toBe('open');
      await visible(page, page.getByRole('columnheader', { name: L.category[language] }), 'category column');
      await tableRows(page, SCREENS.transaction![language], 6);
      await capture(page, `accounting-transaction${suffix}`, language);
      await context.close();
    });

    it(`expense categories and the wallet (${language})`, async () => {
      const { context, page } = await signedInPage(browser, 'master', language);

      await page.goto('/expense-category');
      await heading(page, SCREENS.expenseCategory![language]);
      await visible(page, page.getByRole('columnheader', { name: L.transactionCount[language] }), 'count column');
      await tableRows(page, SCREENS.expenseCategory![language], 9);
      await capture(page, `accounting-expense-category${suffix}`, language);

      await page.goto('/wallet');
      await heading(page, SCREENS.wallet![language]);
      const cards = await currencyCards(page, `${thisMonth(language)}${L.perCurrency[language]}`, 4);
      for (const figure of [L.income, L.expense, L.balance]) {
        await expect.poll(() => cards.getByText(figure[language], { exact: true }).count()).toBe(4);
      }
      await visible(page, page.getByRole('button', { name: L.pdf[language] }), 'PDF button');
      await visible(page, page.getByRole('button', { name: L.csv[language] }), 'CSV button');
      await visible(page, page.getByRole('heading', { name: L.chart[language] }), 'chart');
      await tableRows(page, L.recent[language], 6);
      await capture(page, `accounting-wallet${suffix}`, language);
      await context.close();
    });
  }
});
