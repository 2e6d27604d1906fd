import fs from 'node:fs';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signIn } from '../support/browser';

/*
 * Issue 4, item 9: the master creates a company, records an income in Euro and an expense in TL
 * for it, and sees the company's totals and the wallet move by exactly those amounts, per
 * currency, never mixed; then downloads the wallet's CSV and PDF. Money is compared in cents
 * (BigInt), never through floats.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const CURRENCIES = ['TL', 'Euro', 'USD', 'GBP'] as const;
type Currency = (typeof CURRENCIES)[number];
type Figure = 'income' | 'expense' | 'balance';
const FIGURES: readonly Figure[] = ['income', 'expense', 'balance'];
const SYMBOL: Record<Currency, string> = { TL: '₺', Euro: '€', USD: '$', GBP: '£' };

const VALID_IBAN = 'TR33 0006 1005 1978 6457 8413 26';
const WRONG_IBAN = 'TR33 0006 1005 1978 6457 8413 27';
const IBAN_MESSAGE = 'Enter a valid IBAN (its check digits do not match)';
const INCOME_CENTS = 123456n; // typed as "1234,56"
const EXPENSE_CENTS = 78901n; // typed as "789,01"
const CSV_HEADER = 'Date,Name,Type,Amount,Currency,Category,Company,Project,Assigned user,Description';

/** The app's "today" and month: the company's time zone, whatever the machine's. */
const istanbulToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** YYYY-MM-DD as an English date field shows it: MM/DD/YYYY. */
const englishDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** "€1,234.56" / "-₺789.01" (English display) -> cents. Two decimals always shown, so the digits are the cents. */
function centsOf(text: string): bigint {
  const trimmed = text.trim();
  expect(trimmed, `a money figure: ${JSON.stringify(text)}`).toMatch(/^[-−]?[₺€$£][\d,]+\.\d{2}$/);
  const cents = BigInt(trimmed.replace(/\D/g, ''));
  return /^[-−]/.test(trimmed) ? -cents : cents;
}

/** Cents -> the English display, built by hand: "-₺1,234.56". */
function englishMoney(cents: bigint, currency: Currency): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${SYMBOL[currency]}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Cents -> the API's decimal string: "1234.56", "-789.01". */
function decimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The shown figure of one currency card ("Euro" card, "Income" line). */
async function figureText(cards: Locator, currency: Currency, figure: Figure): Promise<string> {
  const line = cards.getByRole('group', { name: currency, exact: true }).locator(`[data-figure="${figure}"]`);
  const text = await line.innerText();
  return (
    text
      .split('\n')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1) ?? ''
  );
}

type Snapshot = Record<Currency, Record<Figure, bigint>>;

async function readCards(cards: Locator): Promise<Snapshot> {
  const snapshot = {} as Snapshot;
  for (const currency of CURRENCIES) {
    snapshot[currency] = { income: 0n, expense: 0n, balance: 0n };
    for (const figure of FIGURES) snapshot[currency][figure] = centsOf(await figureText(cards, currency, figure));
  }
  return snapshot;
}

/** The wallet's per-currency cards of one month, once loaded. */
async function openWallet(page: Page, month: string): Promise<Locator> {
  await page.goto(`/wallet?month=${month}`);
  const cards = page.getByRole('region', { name: /: per currency$/ });
  await expect.poll(() => cards.getByRole('group').count(), { timeout: 15_000 }).toBe(4);
  return cards;
}

/** Opens a Mantine select by its label and picks an option (typing first when it is searchable). */
async function choose(page: Page, scope: Locator, label: RegExp, option: string | RegExp, typed?: string) {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  if (typed !== undefined) await input.fill(typed);
  // The select's own listbox: the list behind the dialog has a native page-size select with options too.
  const choice = page.getByRole('listbox').getByRole('option', { name: option }).first();
  await expect.poll(() => choice.isVisible()).toBe(true);
  await choice.click();
}

/** A small RFC 4180 reader: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return file;
}

describe('companies and accounting, end to end', () => {
  it('a company, a Euro income and a TL expense move the company totals and the wallet by exactly their amounts; both exports download', async () => {
    const today = istanbulToday();
    const month = today.slice(0, 7);
    const suffix = Date.now().toString(36);
    const companyName = `Ege Yazılım E2E ${suffix}`;
    const slug = `ege-yazilim-e2e-${suffix}`;
    const incomeName = `E2E consulting ${suffix}`;
    const expenseName = `E2E hosting ${suffix}`;

    const { context, page } = await newPage(browser);
    await signIn(page, 'master');
    await page.waitForURL('**/dashboard');

    // The wallet before: the demo data already has this month's money.
    const before = await readCards(await openWallet(page, month));

    // A new company; a wrong IBAN is refused by its checksum before anything is sent.
    await page.goto('/company');
    await page.getByRole('button', { name: 'New company' }).click();
    const companyDialog = page.getByRole('dialog', { name: 'New company' });
    await companyDialog.getByLabel(/^Name/).fill(companyName);
    await companyDialog.getByLabel('Website').fill(`ege-${suffix}.com.tr`);
    await companyDialog.getByLabel('Email').fill(`info@ege-${suffix}.com.tr`);
    await companyDialog.getByLabel('Phone').fill('+90 232 5550199');
    await companyDialog.getByLabel('Tax number').fill('1234567890');
    await companyDialog.getByLabel('Tax office').fill('Karşıyaka');
    await companyDialog.getByLabel('Address').fill('Atatürk Cad. No:12, Alsancak, İzmir');
    await companyDialog.getByLabel('Description').fill('Created by the accounting end-to-end test.');
    const iban = companyDialog.getByLabel('IBAN');
    await iban.fill(WRONG_IBAN.replace(/\s/g, ''));
    await iban.blur();
    await expect.poll(() => companyDialog.getByText(IBAN_MESSAGE).isVisible()).toBe(true);
    await expect.poll(() => iban.inputValue()).toBe(WRONG_IBAN);
    await companyDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => companyDialog.getByText(IBAN_MESSAGE).isVisible()).toBe(true);
    expect(await companyDialog.isVisible(), 'the form stays open').toBe(true);
    await screenshot(page, 'accounting-company-iban-error-en');
    await iban.fill(VALID_IBAN.replace(/\s/g, '').toLowerCase());
    await iban.blur();
    await expect.poll(() => iban.inputValue()).toBe(VALID_IBAN);
    await expect.poll(() => companyDialog.getByText(IBAN_MESSAGE).count()).toBe(0);
    await companyDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Company created').isVisible()).toBe(true);
    await expect.poll(() => companyDialog.count()).toBe(0);

    // Found in the list; its link carries the slug (Turkish letters mapped).
    await page.getByRole('textbox', { name: /Search/ }).fill(suffix);
    const link = page.getByRole('table', { name: 'Companies' }).getByRole('link', { name: companyName, exact: true });
    await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
    await link.click();
    await page.waitForURL(new RegExp(`/company/\\d+/${slug}$`));
    const companyPath = new URL(page.url()).pathname;
    const companyId = Number(companyPath.split('/')[2]);
    expect(companyId).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: companyName, level: 1 }).isVisible()).toBe(true);
    const details = page.getByRole('region', { name: 'Company details' });
    expect(await details.getByText(VALID_IBAN, { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('No income or expense recorded for this company yet.').isVisible())
      .toBe(true);

    // A wrong slug is replaced by the right one.
    await page.goto(`/company/${companyId}/wrong-slug`);
    await page.waitForURL((url) => url.pathname === companyPath);
    await expect.poll(() => page.getByRole('heading', { name: companyName, level: 1 }).isVisible()).toBe(true);

    // An income in Euro, typed with a decimal comma, dated today by default.
    await page.goto('/income');
    await page.getByRole('button', { name: 'New income' }).click();
    const incomeDialog = page.getByRole('dialog', { name: 'New income' });
    await incomeDialog.getByLabel(/^Name/).fill(incomeName);
    await incomeDialog.getByLabel('Description').fill('Sprint review workshop');
    await incomeDialog.getByLabel(/^Amount/).fill('1234,56');
    await choose(page, incomeDialog, /^Currency/, /^Euro$/);
    await expect.poll(() => incomeDialog.getByRole('combobox', { name: /^Currency/ }).inputValue()).toBe('Euro');
    await choose(page, incomeDialog, /^Company/, companyName, suffix);
    expect(await incomeDialog.getByRole('textbox', { name: 'Date', exact: true }).inputValue()).toBe(
      englishDate(today),
    );
    await incomeDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Income saved').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: /Search/ }).fill(incomeName);
    const incomeRow = page.getByRole('row', { name: new RegExp(incomeName) });
    await expect.poll(() => incomeRow.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await incomeRow.getByText(englishMoney(INCOME_CENTS, 'Euro'), { exact: true }).isVisible()).toBe(true);

    // An expense in TL, with a category.
    await page.goto('/expense');
    await page.getByRole('button', { name: 'New expense' }).click();
    const expenseDialog = page.getByRole('dialog', { name: 'New expense' });
    await expenseDialog.getByLabel(/^Name/).fill(expenseName);
    await expenseDialog.getByLabel(/^Amount/).fill('789,01');
    await choose(page, expenseDialog, /^Currency/, /^TL$/);
    await expect.poll(() => expenseDialog.getByRole('combobox', { name: /^Currency/ }).inputValue()).toBe('TL');
    await choose(page, expenseDialog, /^Category/, /./);
    await choose(page, expenseDialog, /^Company/, companyName, suffix);
    expect(await expenseDialog.getByRole('textbox', { name: 'Date', exact: true }).inputValue()).toBe(
      englishDate(today),
    );
    await expenseDialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Expense saved').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: /Search/ }).fill(expenseName);
    const expenseRow = page.getByRole('row', { name: new RegExp(expenseName) });
    await expect.poll(() => expenseRow.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await expenseRow.getByText(englishMoney(EXPENSE_CENTS, 'TL'), { exact: true }).isVisible()).toBe(true);

    // The company's totals: one card per currency that moved, exact figures.
    await page.goto(companyPath);
    const totals = page.getByRole('region', { name: 'Totals per currency (all time)' });
    await expect.poll(() => totals.getByRole('group').count(), { timeout: 10_000 }).toBe(2);
    const companyExpected: [Currency, Figure, bigint][] = [
      ['Euro', 'income', INCOME_CENTS],
      ['Euro', 'expense', 0n],
      ['Euro', 'balance', INCOME_CENTS],
      ['TL', 'income', 0n],
      ['TL', 'expense', EXPENSE_CENTS],
      ['TL', 'balance', -EXPENSE_CENTS],
    ];
    for (const [currency, figure, cents] of companyExpected) {
      expect(await figureText(totals, currency, figure), `${currency} ${figure}`).toBe(englishMoney(cents, currency));
    }
    const companyTransactions = page.getByRole('table', { name: 'Transactions' });
    await expect.poll(() => companyTransactions.getByRole('row').count()).toBe(3);
    expect(await companyTransactions.getByRole('row', { name: new RegExp(incomeName) }).isVisible()).toBe(true);
    expect(await companyTransactions.getByRole('row', { name: new RegExp(expenseName) }).isVisible()).toBe(true);

    // The wallet after: Euro income and balance up by the income, TL expense up and balance down
    // by the expense; nothing else moved, and USD and GBP not at all.
    const walletCards = await openWallet(page, month);
    const expected: Snapshot = structuredClone(before);
    expected.Euro.income += INCOME_CENTS;
    expected.Euro.balance += INCOME_CENTS;
    expected.TL.expense += EXPENSE_CENTS;
    expected.TL.balance -= EXPENSE_CENTS;
    await expect
      .poll(() => figureText(walletCards, 'Euro', 'income'), { timeout: 10_000 })
      .toBe(englishMoney(expected.Euro.income, 'Euro'));
    for (const currency of CURRENCIES) {
      for (const figure of FIGURES) {
        expect(await figureText(walletCards, currency, figure), `${currency} ${figure}`).toBe(
          englishMoney(expected[currency][figure], currency),
        );
      }
    }
    const recent = page.getByRole('table', { name: /^Transactions from / });
    // Its rows render in a pass after the figures.
    await expect.poll(() => recent.getByRole('row', { name: new RegExp(incomeName) }).isVisible()).toBe(true);
    expect(await recent.getByRole('row', { name: new RegExp(expenseName) }).isVisible()).toBe(true);
    await screenshot(page, 'accounting-wallet-after-en');

    // The CSV of the month: a header, both new rows with their exact amounts, and its sums per
    // currency equal the wallet's cards.
    const csv = await download(page, 'Download CSV');
    expect(csv.suggestedFilename()).toBe(`wallet-${month}.csv`);
    const rows = parseCsv(fs.readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, ''));
    expect(rows[0]?.join(',')).toBe(CSV_HEADER);
    const body = rows.slice(1).filter((row) => row.some((cell) => cell !== ''));
    expect(body.length).toBeGreaterThan(2);
    expect(body.every((row) => row.length === 10)).toBe(true);
    const incomeLine = body.filter((row) => row[1] === incomeName);
    const expenseLine = body.filter((row) => row[1] === expenseName);
    expect(incomeLine).toHaveLength(1);
    expect(expenseLine).toHaveLength(1);
    expect(incomeLine[0]!.slice(0, 5)).toEqual([today, incomeName, 'Income', '1234.56', 'Euro']);
    expect(incomeLine[0]![6]).toBe(companyName);
    expect(incomeLine[0]![9]).toBe('Sprint review workshop');
    expect(expenseLine[0]!.slice(0, 5)).toEqual([today, expenseName, 'Expense', '789.01', 'TL']);
    expect(expenseLine[0]![5]).not.toBe('');
    expect(expenseLine[0]![6]).toBe(companyName);
    const sums = Object.fromEntries(CURRENCIES.map((currency) => [currency, { Income: 0n, Expense: 0n }])) as Record<
      Currency,
      Record<'Income' | 'Expense', bigint>
    >;
    for (const row of body) {
      const [date, , type, amount, currency] = row as [string, string, 'Income' | 'Expense', string, Currency];
      expect(date.startsWith(month), date).toBe(true);
      expect(amount).toMatch(/^\d+\.\d{2}$/);
      sums[currency][type] += BigInt(amount.replace('.', ''));
    }
    for (const currency of CURRENCIES) {
      expect(decimal(sums[currency].Income), `${currency} income in the CSV`).toBe(decimal(expected[currency].income));
      expect(decimal(sums[currency].Expense), `${currency} expense in the CSV`).toBe(
        decimal(expected[currency].expense),
      );
    }

    // The PDF report of the month.
    const pdf = await download(page, 'Download PDF');
    expect(pdf.suggestedFilename()).toBe(`wallet-${month}.pdf`);
    const bytes = fs.readFileSync(await pdf.path());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });
});
