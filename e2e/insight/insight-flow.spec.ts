import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, newPage, screenshot, signedInPage, signIn } from '../support/browser';
import { chooseOption, settledDialog } from '../work/work-support';

/*
 * Issue 12 "Insight" end to end, in Chromium, as the master on the demo data: the dashboard's
 * figures lead to lists that show as many rows, the user report's total matches the task list it
 * links to and its CSV names the user, the project report's at-risk filter narrows to the at-risk
 * card, the login history shows the seeded burst and filters by status, and the audit trail holds
 * the master's own sign-in and sign-out with a session's history in a drawer. Then the five screens
 * in English and Turkish, on a laptop and a phone, for the record.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const MASTER_NAME = 'Deniz Yalçın';
const MANAGER_NAME = 'Selin Aktaş';
const EMPLOYEE_NAME = 'Can Özkan';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "1,234" or "1.234" as a number; null when there is no figure yet ("–"). */
const toNumber = (text: string | null | undefined) => {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  return digits === '' ? null : Number(digits);
};

/** The master, signed in through the login form just now, on the dashboard it lands on. */
async function freshMaster(language: 'en' | 'tr' = 'en') {
  const opened = await newPage(browser, language);
  await signIn(opened.page, 'master');
  await opened.page.waitForURL('**/dashboard');
  return opened;
}

/** A page of the master's (one sign-in for the file's tests that neither land nor sign out), on `path`. */
async function masterOn(path: string, language: 'en' | 'tr' = 'en') {
  const opened = await signedInPage(browser, 'master', language);
  await opened.page.goto(path);
  return opened;
}

/** A summary card (link or filter button) shows its label, then its figure; the figure, once loaded. */
async function cardFigure(card: Locator): Promise<number | null> {
  // The figure is the card's last line, under its label.
  const lines = (await card.innerText()).trim().split('\n');
  return toNumber(lines[lines.length - 1]);
}

/** The "12 records" line under a list table: the total the server counted for the filters. */
async function listTotal(page: Page): Promise<number | null> {
  const line = page.getByRole('main').getByText(/^\d[\d.,]* records?$/);
  if ((await line.count()) !== 1) return null;
  return toNumber(await line.textContent());
}

/** The text of each body row of a table, as written (badges show it in capitals). */
const rowTexts = (table: Locator) => table.locator('tbody tr').allTextContents();

/** Waits for the page's heading and a quiet network, so a figure read next is the loaded one. */
async function loaded(page: Page, heading: string | RegExp) {
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible(), { timeout: 10_000 })
    .toBe(true);
  await networkQuiet(page);
}

describe('insight screens of the master (issue 12)', () => {
  it('the master lands on the dashboard; the overdue and status cards open task lists of the same totals', async () => {
    const { context, page } = await freshMaster();
    await loaded(page, 'Dashboard');
    for (const section of ['Tasks and projects', 'Tickets and sign-ins', /: income and expense per currency$/]) {
      expect(await page.getByRole('heading', { level: 3, name: section }).isVisible(), String(section)).toBe(true);
    }
    await expect.poll(() => page.getByRole('region', { name: 'Latest activity' }).isVisible()).toBe(true);

    const overdue = page.getByRole('link', { name: /^Overdue tasks \d+$/ });
    const overdueCount = await cardFigure(overdue);
    expect(overdueCount, 'the demo has overdue tasks').toBeGreaterThan(0);
    await overdue.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/task' &&
        url.searchParams.get('overdue') === 'true' &&
        [...url.searchParams.keys()].length === 1,
    );
    await loaded(page, 'Tasks');
    await expect.poll(() => listTotal(page), { timeout: 10_000 }).toBe(overdueCount);
    // The task list's own overdue card is the filter in effect, with the same figure.
    const listOverdue = page.getByRole('button', { name: /^Overdue \d+$/ });
    expect(await listOverdue.getAttribute('aria-pressed')).toBe('true');
    expect(await cardFigure(listOverdue)).toBe(overdueCount);

    await page.goBack();
    await loaded(page, 'Dashboard');
    const inProgress = page.getByRole('link', { name: /^Tasks: In progress \d+$/ });
    const inProgressCount = await cardFigure(inProgress);
    expect(inProgressCount, 'the demo has tasks in progress').toBeGreaterThan(0);
    await inProgress.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/task' &&
        url.searchParams.get('status') === 'inProgress' &&
        [...url.searchParams.keys()].length === 1,
    );
    await loaded(page, 'Tasks');
    await expect.poll(() => listTotal(page), { timeout: 10_000 }).toBe(inProgressCount);
    // Each row's status is its inline control, showing "In progress".
    const table = page.getByRole('table', { name: 'Tasks' });
    const statuses = await table.getByRole('combobox', { name: /^Status: / }).allTextContents();
    expect(statuses.length).toBe(Math.min(inProgressCount!, 25));
    expect(new Set(statuses)).toEqual(new Set(['In progress']));
    await context.close();
  });

  it('the user report of the demo employee: its total is the total of the task list it links to; the CSV names them', async () => {
    const { context, page } = await masterOn('/users-report');
    await loaded(page, 'Users report');
    const main = page.getByRole('main');
    await chooseOption(page, main, /^User/, EMPLOYEE_NAME, 'Can');
    await page.waitForURL((url) => url.pathname === '/users-report' && url.searchParams.has('userId'));
    await expect
      .poll(() => main.getByText(new RegExp(`^${escape(EMPLOYEE_NAME)}: tasks with a deadline from `)).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await networkQuiet(page);
    const summary = main.getByRole('region', { name: 'Summary' });
    const figure = async (label: string) =>
      toNumber(await summary.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent());
    const totalTasks = await figure('Total tasks');
    expect(totalTasks, 'the demo employee has tasks due this year').toBeGreaterThan(0);
    expect(await main.getByRole('heading', { name: 'By status' }).isVisible()).toBe(true);

    // The CSV of the same report: who, and the same total.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(EMPLOYEE_NAME);
    expect(csv).toMatch(new RegExp(`Total tasks"?,"?${totalTasks}\\b`));

    const userId = new URL(page.url()).searchParams.get('userId');
    await main.getByRole('link', { name: 'Show these tasks' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/task' &&
        url.searchParams.get('assigneeId') === userId &&
        // No period chosen: the report's default, this year.
        /^\d{4}-01-01$/.test(url.searchParams.get('deadlineFrom') ?? '') &&
        url.searchParams.get('deadlineTo') === `${url.searchParams.get('deadlineFrom')?.slice(0, 4)}-12-31`,
    );
    await loaded(page, 'Tasks');
    await expect.poll(() => listTotal(page), { timeout: 10_000 }).toBe(totalTasks);
    const rows = await rowTexts(page.getByRole('table', { name: 'Tasks' }));
    for (const row of rows) expect(row).toContain(EMPLOYEE_NAME);
    await context.close();
  });

  it('the project report lists projects under its cards; the at-risk card narrows the list to its own count', async () => {
    const { context, page } = await masterOn('/projects-report');
    await loaded(page, 'Projects report');
    const table = page.getByRole('table', { name: 'Projects report' });
    const all = page.getByRole('button', { name: /^Projects \d+$/ });
    const atRisk = page.getByRole('button', { name: /^At risk \d+$/ });
    await expect.poll(() => cardFigure(all), { timeout: 10_000 }).toBeGreaterThan(0);
    const projectCount = await cardFigure(all);
    const atRiskCount = await cardFigure(atRisk);
    await expect.poll(() => listTotal(page)).toBe(projectCount);
    // The rows render in a deferred pass after the total (the data table), so they are waited for too.
    await expect.poll(async () => (await rowTexts(table)).length).toBe(Math.min(projectCount!, 25));
    expect(atRiskCount, 'the demo has projects at risk, and not only those').toBeGreaterThan(0);
    expect(atRiskCount).toBeLessThan(projectCount!);

    await atRisk.click();
    await page.waitForURL((url) => url.searchParams.get('atRisk') === 'true');
    await expect.poll(() => listTotal(page), { timeout: 10_000 }).toBe(atRiskCount);
    await expect.poll(async () => (await rowTexts(table)).length).toBe(Math.min(atRiskCount!, 25));
    for (const row of await rowTexts(table)) expect(row).toContain('At risk');
    expect(await atRisk.getAttribute('aria-pressed')).toBe('true');
    // The filter panel's switch says the same.
    await page.getByRole('button', { name: /^Show filters/ }).click();
    // Its code comes when the panel opens.
    await page.getByRole('switch', { name: 'At risk only' }).waitFor();
    expect(await page.getByRole('switch', { name: 'At risk only' }).isChecked()).toBe(true);
    await context.close();
  });

  it('the login history shows the rows, the DB-IP credit and the seeded burst; the status filter keeps only failed attempts', async () => {
    const { context, page } = await masterOn('/users-login');
    await loaded(page, 'Users login');
    const table = page.getByRole('table', { name: 'Sign-in attempts' });
    await expect.poll(async () => (await rowTexts(table)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The master's own sign-in a moment ago is the newest row.
    expect((await rowTexts(table))[0]).toContain(MASTER_NAME);
    const credit = page.getByRole('link', { name: 'IP Geolocation by DB-IP' });
    expect(await credit.isVisible()).toBe(true);
    expect(await credit.getAttribute('href')).toBe('https://db-ip.com');
    const failedCard = page.getByRole('button', { name: /^Failed \d+$/ });
    const failedCount = await cardFigure(failedCard);
    expect(failedCount).toBeGreaterThanOrEqual(6);

    await page.getByRole('button', { name: /^Show filters/ }).click();
    const filters = page.getByRole('region', { name: 'Filters' });
    await chooseOption(page, filters, /^Status/, 'Failed');
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed');
    await expect.poll(() => listTotal(page), { timeout: 10_000 }).toBe(failedCount);
    await expect
      .poll(() =>
        rowTexts(table).then((rows) => rows.every((row) => row.includes('Failed') && !row.includes('Success'))),
      )
      .toBe(true);
    expect(await failedCard.getAttribute('aria-pressed')).toBe('true');

    // The six failures on the manager's account three nights ago are a burst.
    await chooseOption(page, filters, /^User/, MANAGER_NAME, 'Selin');
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed' && url.searchParams.has('userId'));
    await expect
      .poll(
        () =>
          rowTexts(table).then(
            (rows) =>
              rows.length > 0 && rows.every((row) => row.includes('manager@example.com') && row.includes('Failed')),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    const fromMoscow = table.locator('tbody tr').filter({ hasText: '45.155.205.9' });
    await expect.poll(() => fromMoscow.count()).toBeGreaterThanOrEqual(6);
    for (const row of await fromMoscow.allTextContents()) expect(row).toContain('Burst');
    await screenshot(page, 'insight-login-burst-en');
    await context.close();
  });

  it("the activity list holds the master's sign-in and sign-out; a session's history opens in a drawer with its two rows", async () => {
    const { context, page } = await freshMaster();
    // Sign out and in again: the first session's record then has two rows of its own.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await signIn(page, 'master');
    await page.waitForURL('**/dashboard');
    await page.goto('/users-activity');
    await loaded(page, 'Users activity');
    const table = page.getByRole('table', { name: 'Activity' });
    await expect.poll(async () => (await rowTexts(table)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const rows = table.locator('tbody tr');
    // Newest first: this sign-in, then the sign-out before it.
    await expect
      .poll(() => rows.first().innerText())
      .toMatch(new RegExp(`${escape(MASTER_NAME)}[\\s\\S]*Signed in[\\s\\S]*Session #\\d+`));
    const signedOut = rows.filter({ hasText: 'Signed out' }).filter({ hasText: MASTER_NAME }).first();
    const session = (await signedOut.innerText()).match(/Session #(\d+)/)?.[1];
    expect(session).toBeDefined();
    await signedOut.getByRole('button', { name: `History: Session #${session}` }).click();

    const drawer = page.getByRole('dialog', { name: `History of Session #${session}` });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const entries = drawer.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    await expect.poll(() => entries.count(), { timeout: 10_000 }).toBe(2);
    expect(await entries.nth(0).innerText()).toContain('Signed out');
    expect(await entries.nth(1).innerText()).toContain('Signed in');
    for (const entry of await entries.allInnerTexts()) expect(entry).toContain(MASTER_NAME);
    expect(await drawer.getByText('2 records').isVisible()).toBe(true);
    await settledDialog(page, drawer);
    await screenshot(page, 'insight-activity-history-en');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => drawer.count()).toBe(0);
    await context.close();
  });
});

const SCREENS = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'users-report', path: '/users-report' },
  { name: 'projects-report', path: '/projects-report' },
  { name: 'users-login', path: '/users-login' },
  { name: 'users-activity', path: '/users-activity' },
] as const;
const WIDTHS = { '': { width: 1366, height: 850 }, '-phone': { width: 390, height: 844 } } as const;

describe('insight screens, English and Turkish, laptop and phone', () => {
  for (const language of ['en', 'tr'] as const) {
    it(`the five screens (${language})`, { timeout: 120_000 }, async () => {
      // The user report with the demo employee chosen, its address kept for the phone.
      const { context, page } = await masterOn('/users-report', language);
      await loaded(page, language === 'en' ? 'Users report' : 'Kullanıcı raporu');
      await chooseOption(page, page.getByRole('main'), /^(User|Kullanıcı)/, EMPLOYEE_NAME, 'Can');
      await page.waitForURL((url) => url.searchParams.has('userId'));
      const reportPath = new URL(page.url()).pathname + new URL(page.url()).search;
      for (const [suffix, viewport] of Object.entries(WIDTHS)) {
        await page.setViewportSize(viewport);
        for (const screen of SCREENS) {
          await page.goto(screen.name === 'users-report' ? reportPath : screen.path);
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).first().isVisible(), { timeout: 10_000 })
            .toBe(true);
          // Each screen's data, not its loader: a table (a list of cards on a phone), or the dashboard's
          // and the report's cards.
          const content =
            screen.name === 'dashboard' || screen.name === 'users-report'
              ? page.getByRole('main').locator('section').first()
              : suffix === '-phone'
                ? page.getByRole('main').getByRole('listitem').first()
                : page.getByRole('table').first();
          await expect.poll(() => content.isVisible(), { timeout: 10_000 }).toBe(true);
          await networkQuiet(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${screen.name} ${language}${suffix} scrolls sideways`).toBeLessThanOrEqual(0);
          await screenshot(page, `insight-${screen.name}-${language}${suffix}`);
        }
      }
      await context.close();
    });
  }
});
