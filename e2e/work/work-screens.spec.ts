import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, screenshot, signedInPage } from '../support/browser';
import { settledDialog } from './work-support';

/*
 * The work screens in English and Turkish, full page at 1366x850, as e2e/artifacts/work-*-<lang>.png.
 * Each asserts what a person sees that proves the language (a title, a column header, a card),
 * that no English word of it is left on the Turkish page, and that the demo data is there.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Language = 'en' | 'tr';
const LANGUAGES: Language[] = ['en', 'tr'];
const other = (language: Language): Language => (language === 'en' ? 'tr' : 'en');

/* The words each screen must show, per language (from apps/web/src/i18n). */
const TEXT = {
  en: {
    projects: 'Projects',
    company: 'Company',
    budget: 'Budget',
    allProjects: 'All projects',
    receivedPaid: 'Received / paid',
    tasks: 'Tasks',
    deadline: 'Deadline',
    assignee: 'Assignee',
    status: 'Status',
    allTasks: 'All tasks',
    myTasks: 'My tasks',
    dueThisWeek: 'Due this week',
    overdue: 'Overdue',
    board: 'Board',
    taskBoard: 'Task board',
    pending: 'Pending',
    inProgress: 'In progress',
    column: /^Pending, \d+ items?$/,
    loading: 'Loading…',
    details: 'Details',
    activity: 'Activity',
    commented: 'commented',
    addComment: 'Add a comment',
    send: 'Send',
    search: 'Search',
  },
  tr: {
    projects: 'Projeler',
    company: 'Şirket',
    budget: 'Bütçe',
    allProjects: 'Tüm projeler',
    receivedPaid: 'Alınan / ödenen',
    tasks: 'Görevler',
    deadline: 'Son tarih',
    assignee: 'Atanan kişi',
    status: 'Durum',
    allTasks: 'Tüm görevler',
    myTasks: 'Görevlerim',
    dueThisWeek: 'Bu hafta teslim',
    overdue: 'Gecikmiş',
    board: 'Pano',
    taskBoard: 'Görev panosu',
    pending: 'Beklemede',
    inProgress: 'Devam ediyor',
    column: /^Beklemede, \d+ öğe$/,
    loading: 'Yükleniyor…',
    details: 'Ayrıntılar',
    activity: 'Hareketler',
    commented: 'yorum yaptı',
    addComment: 'Yorum ekle',
    send: 'Gönder',
    search: 'Ara',
  },
} as const;

const STATUS_EN = {
  pending: 'Pending',
  inProgress: 'In progress',
  completed: 'Completed',
  onHold: 'On hold',
  cancelled: 'Cancelled',
};
const STATUS_TR = {
  pending: 'Beklemede',
  inProgress: 'Devam ediyor',
  completed: 'Tamamlandı',
  onHold: 'Askıda',
  cancelled: 'İptal edildi',
};

async function visible(locator: Locator, timeout = 10_000) {
  await expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true);
}

async function heading(page: Page, name: string) {
  await visible(page.getByRole('heading', { name, exact: true }));
}

const header = (page: Page, name: string) => page.getByRole('columnheader', { name: new RegExp(`^${name}( [▲▼])?$`) });

/** Data rows of the list table (the header row has column headers, not cells). */
const dataRows = (page: Page, tableName: string) =>
  page
    .getByRole('table', { name: tableName })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function settle(page: Page) {
  await networkQuiet(page);
  // Summary figures are filled in (a dash shows while they load).
  await expect.poll(() => page.getByText('–', { exact: true }).count(), { timeout: 10_000 }).toBe(0);
}

/** A page signed in as `role` (one sign-in per role for the file), on `path`. */
async function openAs(role: 'master' | 'manager' | 'employee', path: string, language: Language = 'en') {
  const opened = await signedInPage(browser, role, language);
  const url = new URL(opened.page.url());
  if (url.pathname + url.search !== path) await opened.page.goto(path);
  return opened;
}

describe('work screens in English and Turkish', () => {
  for (const language of LANGUAGES) {
    const text = TEXT[language];
    const foreign = TEXT[other(language)];

    it(`projects list in ${language}`, async () => {
      const { context, page } = await openAs('manager', '/project', language);
      await heading(page, text.projects);
      await visible(header(page, text.company));
      await visible(header(page, text.budget));
      await visible(page.getByRole('button', { name: new RegExp(`^${text.allProjects} \\d+$`) }));
      await visible(dataRows(page, text.projects).filter({ hasText: 'Fleet tracking portal' }));
      await expect.poll(() => dataRows(page, text.projects).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(8);
      expect(await header(page, foreign.company).count()).toBe(0);
      // Received and paid are accounting, which is the master's alone (moneyPolicy).
      expect(await header(page, text.receivedPaid).count()).toBe(0);
      await settle(page);
      await screenshot(page, `work-projects-list-${language}`);
      await context.close();
    });

    it(`projects list of the master, with received and paid, in ${language}`, async () => {
      const { context, page } = await openAs('master', '/project', language);
      await heading(page, text.projects);
      await visible(header(page, text.receivedPaid));
      await visible(dataRows(page, text.projects).filter({ hasText: 'Fleet tracking portal' }));
      await settle(page);
      await screenshot(page, `work-projects-list-master-${language}`);
      await context.close();
    });

    it(`tasks list in ${language}`, async () => {
      const { context, page } = await openAs('manager', '/task', language);
      await heading(page, text.tasks);
      await visible(header(page, text.deadline));
      await visible(header(page, text.assignee));
      await visible(page.getByRole('button', { name: new RegExp(`^${text.allTasks} \\d+$`) }));
      await visible(dataRows(page, text.tasks).filter({ hasText: 'Can Özkan' }));
      await expect.poll(() => dataRows(page, text.tasks).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
      expect(await header(page, foreign.deadline).count()).toBe(0);
      // Statuses in the rows are in the page's language.
      const firstStatus = dataRows(page, text.tasks)
        .first()
        .getByRole('combobox', { name: new RegExp(`^${text.status}: `) });
      expect(Object.values(language === 'en' ? STATUS_EN : STATUS_TR)).toContain(await firstStatus.textContent());
      await settle(page);
      await screenshot(page, `work-tasks-list-${language}`);
      await context.close();
    });

    it(`task board in ${language}`, async () => {
      const { context, page } = await openAs('manager', '/task', language);
      await heading(page, text.tasks);
      await page.getByText(text.board, { exact: true }).click();
      await page.waitForURL(/view=board/);
      const board = page.getByRole('region', { name: text.taskBoard });
      await visible(board);
      await visible(board.getByRole('heading', { name: text.inProgress, exact: true }));
      const pending = board.getByRole('list', { name: text.column });
      await visible(pending);
      await expect.poll(() => board.getByLabel(text.loading).count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => pending.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await board.getByRole('heading', { name: foreign.inProgress, exact: true }).count()).toBe(0);
      await settle(page);
      await screenshot(page, `work-task-board-${language}`);
      await context.close();
    });

    it(`my tasks (employee) in ${language}`, async () => {
      const { context, page } = await openAs('employee', '/mytask', language);
      await heading(page, text.myTasks);
      await visible(page.getByRole('button', { name: new RegExp(`^${text.dueThisWeek} \\d+$`) }));
      await visible(page.getByRole('button', { name: new RegExp(`^${text.overdue} \\d+$`) }));
      await visible(header(page, text.deadline));
      // Own tasks only: no assignee column.
      expect(await header(page, text.assignee).count()).toBe(0);
      await expect.poll(() => dataRows(page, text.tasks).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
      expect(await page.getByRole('button', { name: new RegExp(`^${foreign.dueThisWeek}:`) }).count()).toBe(0);
      await settle(page);
      await screenshot(page, `work-my-tasks-${language}`);
      await context.close();
    });

    it(`task support window in ${language}`, async () => {
      const { context, page } = await openAs('manager', '/task', language);
      // The demo's first task: Can Özkan's "Design login screen" in the fleet portal, with a comment and a PNG.
      await page.getByRole('textbox', { name: text.search }).fill('Design login screen');
      const row = dataRows(page, text.tasks)
        .filter({ hasText: 'Fleet tracking portal' })
        .filter({ hasText: 'Can Özkan' });
      await visible(row);
      await row.getByRole('link', { name: 'Design login screen', exact: true }).click();
      await page.waitForURL(/\/support-window\/\d+\/task$/);
      await heading(page, 'Design login screen');
      await heading(page, text.details);
      await heading(page, text.activity);
      const timeline = page.getByRole('list', { name: text.activity });
      await visible(timeline.getByRole('listitem').filter({ hasText: `Can Özkan ${text.commented}` }));
      await visible(timeline.getByRole('button', { name: /wireframe-login\.png/ }));
      await visible(page.getByLabel(text.addComment));
      await visible(page.getByRole('button', { name: text.send }));
      expect(await page.getByRole('heading', { name: foreign.activity, exact: true }).count()).toBe(0);
      expect(await timeline.getByText(foreign.commented).count()).toBe(0);
      await networkQuiet(page);
      await screenshot(page, `work-support-window-${language}`);
      await context.close();
    });
  }
});

describe('the board with the keyboard', () => {
  it('a focused card with ArrowRight asks to move it to the next column; Escape cancels and the card stays', async () => {
    const { context, page } = await openAs('manager', '/task?view=board');
    const board = page.getByRole('region', { name: 'Task board' });
    const pendingColumn = board.getByRole('list', { name: /^Pending, \d+ items?$/ });
    const progressColumn = board.getByRole('list', { name: /^In progress, \d+ items?$/ });
    // Each column loads on its own: wait for all of them before reading what they hold.
    await expect.poll(() => board.getByLabel('Loading…').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => pendingColumn.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => progressColumn.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await networkQuiet(page);
    const pendingName = await pendingColumn.getAttribute('aria-label');
    const progressName = await progressColumn.getAttribute('aria-label');
    const card = pendingColumn.getByRole('listitem').first();
    const title = (await card.getAttribute('aria-label'))!;
    const cardsNamed = (column: Locator) => column.getByRole('listitem', { name: title, exact: true }).count();
    const inPending = await cardsNamed(pendingColumn);
    const inProgress = await cardsNamed(progressColumn);

    await card.focus();
    await page.keyboard.press('ArrowRight');
    const confirm = page.getByRole('dialog', { name: 'Confirm the change' });
    await visible(confirm);
    expect(await confirm.getByText(`Change the status of “${title}” from Pending to In progress?`).isVisible()).toBe(
      true,
    );
    expect(await confirm.getByRole('row', { name: /Current/ }).textContent()).toBe('CurrentPending');
    expect(await confirm.getByRole('row', { name: /New/ }).textContent()).toBe('NewIn progress');
    // Enter would confirm: the confirm button has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Confirm');
    await settledDialog(page, confirm);
    await screenshot(page, 'work-task-board-keyboard-confirm-en');

    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => board.getByRole('status').textContent()).toBe(`Move of “${title}” cancelled`);
    // Focus is back on the card, which is still in its column; no column changed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(title);
    expect(await cardsNamed(pendingColumn)).toBe(inPending);
    expect(await cardsNamed(progressColumn)).toBe(inProgress);
    expect(await pendingColumn.getAttribute('aria-label')).toBe(pendingName);
    expect(await progressColumn.getAttribute('aria-label')).toBe(progressName);
    expect(await page.getByText('Task status updated').count()).toBe(0);

    // The server agrees: after a reload the columns hold the same cards.
    await page.reload();
    await expect.poll(() => pendingColumn.getAttribute('aria-label'), { timeout: 10_000 }).toBe(pendingName);
    await expect.poll(() => progressColumn.getAttribute('aria-label'), { timeout: 10_000 }).toBe(progressName);
    expect(await cardsNamed(pendingColumn)).toBe(inPending);
    await context.close();
  });
});
