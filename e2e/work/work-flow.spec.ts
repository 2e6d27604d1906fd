import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, networkQuiet, newPage, screenshot, signIn } from '../support/browser';
import {
  attachFiles,
  chooseOption,
  isoInDays,
  apiFromPage,
  minimalPdf,
  pickDate,
  settledDialog,
  tempFile,
  typeDate,
  uniqueSuffix,
} from './work-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const EMPLOYEE_NAME = 'Can Özkan';
const MANAGER_NAME = 'Selin Aktaş';

async function signInAs(page: Page, role: 'manager' | 'employee') {
  await signIn(page, role);
  await page.waitForURL('**/mytask');
}

/** The timeline of the open support window: one list item per event or comment. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches a name that contains `text` as it is (a file name's dot is a dot). */
const exactly = (text: string) => new RegExp(escape(text));

const timelineOf = (page: Page) => page.getByRole('list', { name: 'Activity' });
/** The timeline's own entries (a comment's attachment chips are list items of a nested list). */
const entriesOf = (page: Page) => timelineOf(page).locator(':scope > [role="listitem"]');

describe('work management, from plan to comment (issue 3, item 9)', () => {
  it('a manager plans a project and a task; the employee starts it and comments with a PDF; the manager sees both in the timeline', async () => {
    const suffix = uniqueSuffix();
    const projectName = `E2E project ${suffix}`;
    const taskTitle = `E2E task ${suffix}`;
    const comment = `Started on ${taskTitle}; notes attached.`;
    const pdfName = `Haftalık rapor ${suffix}.pdf`;
    const pdfBytes = minimalPdf();
    const pdfPath = tempFile(pdfName, pdfBytes);

    // The manager creates the project.
    const manager = await newPage(browser);
    await signInAs(manager.page, 'manager');
    await manager.page.goto('/project');
    await expect
      .poll(() => manager.page.getByRole('heading', { name: 'Projects', exact: true }).isVisible())
      .toBe(true);
    await manager.page.getByRole('button', { name: 'New project' }).click();
    const projectForm = manager.page.getByRole('dialog', { name: 'New project' });
    await projectForm.getByLabel(/^Name/).fill(projectName);
    await projectForm.getByLabel(/^Description/).fill('Created by the browser test of the work flow.');
    await projectForm.getByLabel(/^Budget/).fill('12500.50');
    await chooseOption(manager.page, projectForm, /^Currency/, 'Euro');
    await chooseOption(manager.page, projectForm, /^Company/, 'Thames Analytics Ltd', 'Thames');
    await pickDate(manager.page, projectForm, /^Start/, isoInDays(3));
    // A date is chosen on the calendar or typed, as the reader writes it.
    await typeDate(projectForm, /^End/, isoInDays(40));
    await chooseOption(manager.page, projectForm, /^Priority/, 'High');
    await projectForm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => manager.page.getByText('Project created').isVisible()).toBe(true);
    await expect.poll(() => projectForm.count()).toBe(0);
    await manager.page.getByRole('textbox', { name: 'Search' }).fill(projectName);
    await expect
      .poll(
        () =>
          manager.page
            .getByRole('row', { name: new RegExp(`${escape(projectName)}.*Thames Analytics Ltd`) })
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);

    // ...and a task in it for the demo employee.
    await manager.page.goto('/task');
    await manager.page.getByRole('button', { name: 'New task' }).click();
    const taskForm = manager.page.getByRole('dialog', { name: 'New task' });
    await taskForm.getByLabel(/^Title/).fill(taskTitle);
    await taskForm.getByLabel(/^Description/).fill('Check the flow from plan to comment.');
    await chooseOption(manager.page, taskForm, /^Assignee/, EMPLOYEE_NAME, 'Can');
    await chooseOption(manager.page, taskForm, /^Project/, projectName, suffix);
    await pickDate(manager.page, taskForm, /^Start/, isoInDays(4));
    await typeDate(taskForm, /^Deadline/, isoInDays(12));
    await taskForm.getByLabel(/^Est\. hours/).fill('6.5');
    await taskForm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => manager.page.getByText('Task created').isVisible()).toBe(true);
    await expect.poll(() => taskForm.count()).toBe(0);

    // The employee finds it in My Tasks.
    const employee = await newPage(browser);
    await signInAs(employee.page, 'employee');
    await expect
      .poll(() => employee.page.getByRole('heading', { name: 'My tasks', exact: true }).isVisible())
      .toBe(true);
    await employee.page.getByRole('textbox', { name: 'Search' }).fill(taskTitle);
    const row = employee.page.getByRole('row', { name: exactly(taskTitle) });
    await expect.poll(() => row.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => employee.page.getByRole('row').count()).toBe(2); // the header and the task
    expect(await row.textContent()).toContain(projectName);

    // Pending -> In progress in the row, behind a confirmation with the old and the new value. The
    // row shows the status as a light button; activating it puts the real select there, open.
    const status = row.getByRole('combobox', { name: `Status: ${taskTitle}` });
    expect(await status.evaluate((control) => control.tagName)).toBe('BUTTON');
    expect(await status.textContent()).toBe('Pending');
    await status.press('Enter');
    await expect
      .poll(() => status.evaluate((control) => control.tagName === 'INPUT' && control === document.activeElement))
      .toBe(true);
    expect(await status.inputValue()).toBe('Pending');
    await employee.page.getByRole('option', { name: 'In progress', exact: true }).click();
    const confirm = employee.page.getByRole('dialog', { name: 'Confirm the change' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(
      await confirm.getByText(`Change the status of “${taskTitle}” from Pending to In progress?`).isVisible(),
    ).toBe(true);
    expect(await confirm.getByRole('row', { name: /Current/ }).textContent()).toBe('CurrentPending');
    expect(await confirm.getByRole('row', { name: /New/ }).textContent()).toBe('NewIn progress');
    await settledDialog(employee.page, confirm);
    await screenshot(employee.page, 'work-flow-status-confirm-en');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => employee.page.getByText('Task status updated').isVisible()).toBe(true);
    await expect.poll(() => status.inputValue()).toBe('In progress');
    // An employee changes only the status: no priority select, no edit or delete.
    expect(await row.getByRole('combobox', { name: `Priority: ${taskTitle}` }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /^(Edit|Delete):/ }).count()).toBe(0);

    // The support window: a comment with the PDF.
    await row.getByRole('link', { name: taskTitle, exact: true }).click();
    await employee.page.waitForURL(/\/support-window\/\d+\/task$/);
    const supportPath = new URL(employee.page.url()).pathname;
    await expect.poll(() => employee.page.getByRole('heading', { name: taskTitle }).isVisible()).toBe(true);
    await expect.poll(() => timelineOf(employee.page).isVisible()).toBe(true);
    const before = await entriesOf(employee.page).count();
    await employee.page.getByLabel('Add a comment').fill(comment);
    await attachFiles(employee.page, [pdfPath]);
    await expect
      .poll(() => employee.page.getByRole('list', { name: 'Files to attach' }).getByText(pdfName).isVisible())
      .toBe(true);
    await employee.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => employee.page.getByText('Reply sent').isVisible()).toBe(true);
    const ownEntry = entriesOf(employee.page).filter({ hasText: comment });
    await expect.poll(() => ownEntry.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await entriesOf(employee.page).count()).toBe(before + 1);
    expect(await ownEntry.textContent()).toContain(`${EMPLOYEE_NAME} commented`);
    expect(
      await ownEntry
        .getByRole('list', { name: 'Attachments' })
        .getByRole('button', { name: exactly(pdfName) })
        .isVisible(),
    ).toBe(true);
    // The box is empty again, ready for the next message.
    expect(await employee.page.getByLabel('Add a comment').inputValue()).toBe('');
    expect(await employee.page.getByRole('list', { name: 'Files to attach' }).count()).toBe(0);
    await screenshot(employee.page, 'work-flow-comment-en');
    await employee.context.close();

    // The manager finds the task and opens the same support window.
    await manager.page.goto('/task');
    await manager.page.getByRole('textbox', { name: 'Search' }).fill(taskTitle);
    // The search applied and its page drawn: a row of the list before it may be redrawn under the click.
    await manager.page.waitForURL((url) => url.searchParams.get('q') === taskTitle);
    await networkQuiet(manager.page);
    const managerRow = manager.page.getByRole('row', { name: exactly(taskTitle) });
    await expect.poll(() => managerRow.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await managerRow.textContent()).toContain(EMPLOYEE_NAME);
    expect(await managerRow.getByRole('combobox', { name: `Status: ${taskTitle}` }).textContent()).toBe('In progress');
    await managerRow.getByRole('link', { name: `Open the support window of “${taskTitle}”` }).click();
    await manager.page.waitForURL(`**${supportPath}`);
    const entries = entriesOf(manager.page);
    await expect.poll(() => entries.filter({ hasText: comment }).isVisible(), { timeout: 10_000 }).toBe(true);
    const texts = await entries.allTextContents();
    expect(texts).toHaveLength(3);
    // Oldest first: created by the manager, the employee's status change, then the comment.
    const createdAt = texts.findIndex((text) => text.includes(`${MANAGER_NAME} created the task`));
    const changedAt = texts.findIndex((text) =>
      text.includes(`${EMPLOYEE_NAME} changed status from Pending to In progress`),
    );
    const commentedAt = texts.findIndex(
      (text) => text.includes(`${EMPLOYEE_NAME} commented`) && text.includes(comment),
    );
    expect(createdAt).toBe(0);
    expect(changedAt).toBeGreaterThan(createdAt);
    expect(commentedAt).toBeGreaterThan(changedAt);
    const chip = entries.filter({ hasText: comment }).getByRole('button', { name: exactly(pdfName) });
    expect(await chip.isVisible()).toBe(true);
    await screenshot(manager.page, 'work-flow-manager-timeline-en');

    // The attachment opens in the viewer, which downloads it under its original name, byte for byte.
    await chip.click();
    const viewer = manager.page.getByRole('dialog', { name: new RegExp(`^${escape(pdfName)} \\(1 of \\d+\\)$`) });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    const [download] = await Promise.all([
      manager.page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(pdfName);
    expect(fs.readFileSync(await download.path()).equals(pdfBytes)).toBe(true);
    await manager.page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);

    // A saved view (issue 32, item 4): the manager keeps the tasks in progress by deadline as the
    // task list's default, and the bare list opens with it.
    const viewName = `In progress by deadline ${Date.now()}`;
    await manager.page.goto('/task?status=inProgress&sort=deadline&order=asc');
    await networkQuiet(manager.page);
    await manager.page.getByRole('button', { name: 'Views' }).click();
    const views = manager.page.getByRole('dialog', { name: 'Views' });
    await views.getByRole('textbox', { name: /Save the current view as/ }).fill(viewName);
    await views.getByRole('checkbox', { name: 'Open the list with this view' }).check();
    await views.getByRole('button', { name: 'Save view' }).click();
    await expect
      .poll(() => views.getByRole('button', { name: viewName, exact: true }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await manager.page.goto('/task');
    await manager.page.waitForURL(
      (url) => url.searchParams.get('status') === 'inProgress' && url.searchParams.get('sort') === 'deadline',
    );
    await networkQuiet(manager.page);
    await expect.poll(() => managerRow.isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(manager.page, 'work-flow-default-view-en');
    // The view goes again, so no later step finds the list opening with it.
    await manager.page.getByRole('button', { name: 'Views' }).click();
    await views.getByRole('button', { name: `Delete “${viewName}”` }).click();
    await expect
      .poll(() => views.getByRole('button', { name: viewName, exact: true }).count(), { timeout: 10_000 })
      .toBe(0);
    await manager.context.close();
  });

  it('a text file renamed to .pdf is refused by the server with its message, and nothing is added to the timeline', async () => {
    const suffix = uniqueSuffix();
    const fakeName = `not-really-${suffix}.pdf`;
    const fakePath = tempFile(fakeName, 'This is plain text, not a PDF.\n');
    const text = `Fake attachment ${suffix}`;

    const { context, page } = await newPage(browser);
    await signInAs(page, 'employee');
    // Any of the employee's own tasks will do: open the first one's support window.
    const firstOpen = page.getByRole('link', { name: /^Open the support window of/ }).first();
    await expect.poll(() => firstOpen.isVisible(), { timeout: 10_000 }).toBe(true);
    await firstOpen.click();
    await page.waitForURL(/\/support-window\/\d+\/task$/);
    await expect.poll(() => timelineOf(page).isVisible(), { timeout: 10_000 }).toBe(true);
    const before = await entriesOf(page).count();

    await page.getByLabel('Add a comment').fill(text);
    await attachFiles(page, [fakePath]);
    // The browser only sees the name and the claimed type, so it lets the file through...
    await expect
      .poll(() => page.getByRole('list', { name: 'Files to attach' }).getByText(fakeName).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Send' }).click();
    // ...and the server, reading the content, refuses it.
    const refusal = page.getByRole('alert').filter({ hasText: 'Only PNG, JPG and PDF files can be attached' });
    await expect.poll(() => refusal.isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'work-flow-attachment-refused-en');
    expect(await page.getByText('Reply sent').count()).toBe(0);
    // What was written stays in the box to be fixed and sent again.
    expect(await page.getByLabel('Add a comment').inputValue()).toBe(text);
    expect(await entriesOf(page).count()).toBe(before);
    expect(await entriesOf(page).filter({ hasText: text }).count()).toBe(0);

    // Nothing was stored: after a reload the timeline is the same.
    await page.reload();
    await expect.poll(() => timelineOf(page).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => entriesOf(page).count()).toBe(before);
    expect(await page.getByText(text).count()).toBe(0);
    expect(await page.getByText(fakeName).count()).toBe(0);
    await context.close();
  });

  it('a manager reassigns three tasks at once, confirmed once; the employee is told once', async () => {
    const suffix = uniqueSuffix();
    const manager = await newPage(browser);
    await signInAs(manager.page, 'manager');
    const people = await apiFromPage<{ data: { id: number; name: string; surname: string }[] }>(
      manager.page,
      'GET',
      '/api/users/lookup',
    );
    const managerId = people.data.find((person) => `${person.name} ${person.surname}` === MANAGER_NAME)!.id;
    const projects = await apiFromPage<{ data: { id: number }[] }>(manager.page, 'GET', '/api/projects/lookup');
    for (const n of [1, 2, 3])
      await apiFromPage(manager.page, 'POST', '/api/tasks', {
        title: `Handover ${suffix} ${n}`,
        description: '',
        assigneeId: managerId,
        projectId: projects.data[0]!.id,
        startDate: isoInDays(1),
        deadline: isoInDays(9),
        estimatedHours: '2',
        status: 'pending',
        priority: 'medium',
      });

    await manager.page.goto(`/task?q=${suffix}`);
    await expect.poll(() => manager.page.getByRole('row').count(), { timeout: 10_000 }).toBe(4);
    await manager.page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
    const bar = manager.page.getByRole('region', { name: 'Bulk actions' });
    await expect.poll(() => bar.getByText('3 selected').isVisible()).toBe(true);
    await bar.getByLabel('Action').selectOption('assignee');
    await expect.poll(() => bar.getByLabel('New value').locator('option').count()).toBeGreaterThan(1);
    await bar.getByLabel('New value').selectOption({ label: EMPLOYEE_NAME });
    await screenshot(manager.page, 'work-flow-bulk-bar-en');
    await bar.getByRole('button', { name: 'Apply' }).click();
    const dialog = manager.page.getByRole('dialog', { name: 'Confirm the bulk change' });
    await expect
      .poll(() => dialog.getByText(`Change the assignee of 3 tasks to “${EMPLOYEE_NAME}”?`).isVisible())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Assign to' }).click();
    await expect.poll(() => manager.page.getByText('3 tasks changed').isVisible()).toBe(true);
    await expect
      .poll(() => manager.page.getByRole('row').filter({ hasText: EMPLOYEE_NAME }).count(), { timeout: 10_000 })
      .toBe(3);
    await manager.context.close();

    const employee = await newPage(browser);
    await signInAs(employee.page, 'employee');
    await employee.page.goto('/notifications');
    const told = employee.page.getByText(
      new RegExp(`${MANAGER_NAME} assigned 3 tasks to you, among them: Handover ${suffix}`),
    );
    await expect.poll(() => told.count(), { timeout: 10_000 }).toBe(1);
    expect(await employee.page.getByText(new RegExp(`Handover ${suffix}`)).count()).toBe(1);
    await employee.context.close();
  });
});
