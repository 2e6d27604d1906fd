import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import { CANNED_REPLY_PLACEHOLDERS } from '@workspace/shared/tickets/canned-replies.constants';
import {
  TICKET_DEPARTMENTS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
} from '@workspace/shared/tickets/tickets.constants';
import { cannedReplies } from '../src/db/schema/canned-replies';
import { companyMembers } from '../src/db/schema/company-members';
import { projects } from '../src/db/schema/projects';
import { ticketAttachmentChunks } from '../src/db/schema/ticket-attachment-chunks';
import { ticketAttachments } from '../src/db/schema/ticket-attachments';
import { ticketCategories } from '../src/db/schema/ticket-categories';
import { ticketComments, type TicketCommentRow } from '../src/db/schema/ticket-comments';
import { ticketEvents, type TicketEventRow } from '../src/db/schema/ticket-events';
import { tickets, type TicketRow } from '../src/db/schema/tickets';
import { users, type UserRow } from '../src/db/schema/users';
import { bufferSource, checkAttachment } from '../src/lib/file-type';
import { DEMO_CANNED_REPLIES, DEMO_TICKET_CATEGORIES, DEMO_TICKET_SCENARIOS } from '../src/seed/demo-tickets';
import { DEMO_CUSTOMERS } from '../src/seed/people';
import { seedLanguage } from '../src/seed/seed';
import { createTestApp, type TestApp } from './helpers';
import { today } from './work-helpers';

/* The demo support desk as the test database's seed (the demo's, in English) leaves it. */

let t: TestApp;
let ticketRows: TicketRow[];
let events: TicketEventRow[];
let comments: TicketCommentRow[];
let people: Map<number, UserRow>;
const CUSTOMER_EMAILS = ['user@example.com', ...DEMO_CUSTOMERS.map((customer) => customer.email)];

beforeAll(async () => {
  t = await createTestApp();
  ticketRows = await t.database.db.select().from(tickets);
  events = await t.database.db.select().from(ticketEvents);
  comments = await t.database.db.select().from(ticketComments);
  people = new Map((await t.database.db.select().from(users)).map((user) => [user.id, user]));
});
afterAll(() => t.close());

const isStaff = (id: number | null) =>
  id !== null && (INTERNAL_USER_TYPES as readonly string[]).includes(people.get(id)!.type);
const emailOf = (id: number | null) => (id === null ? null : people.get(id)!.email);
const eventsOf = (ticket: TicketRow) =>
  events
    .filter((event) => event.ticketId === ticket.id)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
const commentsOf = (ticket: TicketRow) => comments.filter((comment) => comment.ticketId === ticket.id);

const ENGLISH_WORDS = /\b(the|and|please|thanks?|you|we|our|is|are|with|for)\b/i;
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;

describe('demo support desk', () => {
  it('has five categories and four canned replies with both placeholders, in the seed language (English here)', async () => {
    const categories = await t.database.db.select().from(ticketCategories);
    expect(categories.map((category) => category.name).sort()).toEqual(
      Object.values(DEMO_TICKET_CATEGORIES)
        .map((category) => category.name.en)
        .sort(),
    );
    expect(categories.every((category) => category.name.length <= 35 && category.description)).toBe(true);
    const replies = await t.database.db.select().from(cannedReplies);
    expect(replies.map((reply) => reply.title)).toEqual(DEMO_CANNED_REPLIES.map((reply) => reply.title.en));
    for (const reply of replies)
      for (const placeholder of CANNED_REPLY_PLACEHOLDERS) expect(reply.body).toContain(placeholder);
    for (const reply of DEMO_CANNED_REPLIES)
      for (const placeholder of CANNED_REPLY_PLACEHOLDERS) expect(reply.body.tr).toContain(placeholder);
  });

  it('reads SEED_LANGUAGE: en by default, tr when asked, and refuses anything else naming the variable', () => {
    expect(seedLanguage({})).toBe('en');
    expect(seedLanguage({ SEED_LANGUAGE: 'tr' })).toBe('tr');
    expect(() => seedLanguage({ SEED_LANGUAGE: 'de' })).toThrow(/SEED_LANGUAGE/);
    // DEMO_LANGUAGE is the setting's name; SEED_LANGUAGE, its earlier one, still works, and the new name wins.
    expect(seedLanguage({ DEMO_LANGUAGE: 'tr' })).toBe('tr');
    expect(seedLanguage({ DEMO_LANGUAGE: 'en', SEED_LANGUAGE: 'tr' })).toBe('en');
    expect(() => seedLanguage({ DEMO_LANGUAGE: 'de' })).toThrow(/DEMO_LANGUAGE/);
  });

  it('has four customers, two writing Turkish, each in one or two companies', async () => {
    const customers = CUSTOMER_EMAILS.map((email) => [...people.values()].find((user) => user.email === email)!);
    expect(customers.every((customer) => customer.type === 'user' && customer.isActive)).toBe(true);
    expect(customers.filter((customer) => customer.language === 'tr')).toHaveLength(2);
    const members = await t.database.db.select().from(companyMembers);
    for (const customer of customers) {
      const count = members.filter((member) => member.userId === customer.id).length;
      expect(count, customer.email).toBeGreaterThanOrEqual(1);
      expect(count, customer.email).toBeLessThanOrEqual(2);
    }
  });

  it('has 40+ tickets from those customers (12+ from user@example.com) over every status, priority, department and type', () => {
    expect(ticketRows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ticketRows.map((ticket) => emailOf(ticket.createdBy)))).toEqual(new Set(CUSTOMER_EMAILS));
    expect(
      ticketRows.filter((ticket) => emailOf(ticket.createdBy) === 'user@example.com').length,
    ).toBeGreaterThanOrEqual(12);
    expect(new Set(ticketRows.map((ticket) => ticket.status))).toEqual(new Set(TICKET_STATUSES));
    expect(new Set(ticketRows.map((ticket) => ticket.priority))).toEqual(new Set(TICKET_PRIORITIES));
    expect(new Set(ticketRows.map((ticket) => ticket.department))).toEqual(new Set(TICKET_DEPARTMENTS));
    expect(new Set(ticketRows.map((ticket) => ticket.type))).toEqual(new Set(TICKET_TYPES));
    const since = Date.now() - 62 * 24 * 3_600_000;
    expect(
      ticketRows.every((ticket) => ticket.createdAt.getTime() > since && ticket.createdAt.getTime() < Date.now()),
    ).toBe(true);
  });

  it('assigns staff only, several to the demo employee, and leaves some (mostly pending) unassigned', () => {
    expect(ticketRows.every((ticket) => ticket.assigneeId === null || isStaff(ticket.assigneeId))).toBe(true);
    expect(
      ticketRows.filter((ticket) => emailOf(ticket.assigneeId) === 'employee@example.com').length,
    ).toBeGreaterThanOrEqual(5);
    const unassigned = ticketRows.filter((ticket) => ticket.assigneeId === null);
    expect(unassigned.filter((ticket) => ticket.status === 'pending').length).toBeGreaterThan(unassigned.length / 2);
    expect(
      ticketRows
        .filter((ticket) => ['inProgress', 'onHold', 'completed'].includes(ticket.status))
        .every((ticket) => ticket.assigneeId !== null),
    ).toBe(true);
  });

  it('names projects of the customer’s own companies only, on some tickets', async () => {
    const members = await t.database.db.select().from(companyMembers);
    const projectRows = new Map((await t.database.db.select().from(projects)).map((project) => [project.id, project]));
    const withProject = ticketRows.filter((ticket) => ticket.projectId !== null);
    expect(withProject.length).toBeGreaterThanOrEqual(5);
    for (const ticket of withProject) {
      const companyId = projectRows.get(ticket.projectId!)!.companyId;
      expect(members.some((member) => member.userId === ticket.createdBy && member.companyId === companyId)).toBe(true);
    }
  });

  it('keeps completedAt, deadlines and the timeline consistent with each ticket', () => {
    expect(ticketRows.every((ticket) => (ticket.status === 'completed') === (ticket.completedAt !== null))).toBe(true);
    const isOpen = (ticket: TicketRow) => ['pending', 'inProgress', 'onHold'].includes(ticket.status);
    expect(ticketRows.some((ticket) => isOpen(ticket) && ticket.deadline !== null && ticket.deadline < today())).toBe(
      true,
    );
    expect(ticketRows.filter((ticket) => ticket.deadline !== null).length).toBeGreaterThanOrEqual(6);
    for (const ticket of ticketRows) {
      const timeline = eventsOf(ticket);
      const [created, ...later] = timeline;
      expect(created).toMatchObject({
        type: 'created',
        actorId: ticket.createdBy,
        after: ticket.subject,
        createdAt: ticket.createdAt,
      });
      // Staff change a ticket; the customer's own event is one that says their ticket came by e-mail.
      expect(
        later.every(
          (event) =>
            event.type !== 'created' &&
            (isStaff(event.actorId) || (event.type === 'email' && event.actorId === ticket.createdBy)),
        ),
      ).toBe(true);
      for (const item of [...timeline, ...commentsOf(ticket)]) {
        expect(item.createdAt.getTime()).toBeGreaterThanOrEqual(ticket.createdAt.getTime());
        expect(item.createdAt.getTime()).toBeLessThanOrEqual(Math.min(ticket.updatedAt.getTime(), Date.now()));
      }
      const last = (type: string) => later.filter((event) => event.type === type).at(-1);
      const statuses = later.filter((event) => event.type === 'status');
      // Each status change starts where the one before ended, from pending to the ticket's status.
      statuses.forEach((event, index) =>
        expect(event.before).toBe(index === 0 ? 'pending' : statuses[index - 1]!.after),
      );
      expect(statuses.at(-1)?.after ?? 'pending').toBe(ticket.status);
      if (ticket.status === 'completed') expect(statuses.at(-1)!.createdAt).toEqual(ticket.completedAt);
      const assignee =
        ticket.assigneeId === null
          ? null
          : `${people.get(ticket.assigneeId)!.name} ${people.get(ticket.assigneeId)!.surname}`;
      expect(last('assignee')?.after ?? null).toBe(assignee);
      const priority = last('priority');
      if (priority) expect([priority.before !== priority.after, priority.after]).toEqual([true, ticket.priority]);
      const deadline = last('deadline');
      expect(deadline?.after ?? null).toBe(ticket.deadline);
      if (deadline) expect(deadline.after! >= deadline.createdAt.toISOString().slice(0, 10)).toBe(true);
    }
    const types = new Set(events.map((event) => event.type));
    for (const type of ['created', 'assignee', 'status', 'priority', 'deadline'] as const)
      expect(types).toContain(type);
  });

  it('has conversations of zero to five messages from both the customer and staff', () => {
    const counts = ticketRows.map((ticket) => commentsOf(ticket).length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
    expect(counts).toContain(0);
    expect(counts.filter((count) => count >= 3).length).toBeGreaterThanOrEqual(10);
    for (const ticket of ticketRows) {
      expect(
        commentsOf(ticket).every((comment) => comment.authorId === ticket.createdBy || isStaff(comment.authorId)),
      ).toBe(true);
    }
    expect(comments.some((comment) => isStaff(comment.authorId))).toBe(true);
    expect(comments.some((comment) => !isStaff(comment.authorId))).toBe(true);
    expect(comments.some((comment) => emailOf(comment.authorId) === 'employee@example.com')).toBe(true);
  });

  it('has a few internal notes, each by staff on a ticket on hold or in progress, two of them from the last two days', () => {
    const notes = comments.filter((comment) => comment.internal);
    expect(notes.length).toBeGreaterThanOrEqual(4);
    expect(notes.length).toBeLessThan(comments.length / 5);
    for (const note of notes) {
      expect(isStaff(note.authorId)).toBe(true);
      expect(['onHold', 'inProgress']).toContain(ticketRows.find((ticket) => ticket.id === note.ticketId)?.status);
    }
    const recent = notes.filter((note) => note.createdAt.getTime() > Date.now() - 2 * 24 * 60 * 60 * 1000);
    expect(recent.length).toBe(2);
  });

  it('writes a Turkish-speaking customer’s tickets, and the staff replies on them, in Turkish; the others in English', () => {
    for (const ticket of ticketRows) {
      const language = people.get(ticket.createdBy!)!.language;
      const texts = [ticket.subject, ticket.description, ...commentsOf(ticket).map((comment) => comment.body)].filter(
        (text) => text !== '',
      );
      if (language === 'tr') {
        for (const text of texts) expect(text, `ticket ${ticket.id}`).not.toMatch(ENGLISH_WORDS);
        expect(`${ticket.subject} ${ticket.description}`).toMatch(TURKISH_LETTERS);
      } else {
        for (const text of texts) expect(text, `ticket ${ticket.id}`).not.toMatch(TURKISH_LETTERS);
      }
    }
    // Every text of the catalogue exists in both languages, and differs between them.
    for (const scenario of DEMO_TICKET_SCENARIOS) {
      for (const text of [scenario.subject, scenario.description, ...scenario.thread]) {
        expect(text.en).not.toMatch(TURKISH_LETTERS);
        expect(text.tr).not.toMatch(ENGLISH_WORDS);
        expect(text.tr).not.toBe(text.en);
      }
    }
  });

  it('has a few real PNG and PDF attachments, stored as chunks, on comments of their ticket', async () => {
    const files = await t.database.db.select().from(ticketAttachments);
    const chunks = await t.database.db.select().from(ticketAttachmentChunks);
    expect(files.length).toBeGreaterThanOrEqual(3);
    const kinds = await Promise.all(
      files.map(async (file) => {
        expect(comments.find((comment) => comment.id === file.commentId)?.ticketId).toBe(file.ticketId);
        expect(file.storageKey).toBeNull();
        const data = Buffer.concat(chunks.filter((chunk) => chunk.attachmentId === file.id).map((chunk) => chunk.data));
        expect(data.length).toBe(file.size);
        const check = await checkAttachment(bufferSource(data));
        expect(check).toEqual({ kind: 'valid', type: file.mimeType });
        return file.mimeType;
      }),
    );
    expect(new Set(kinds)).toEqual(new Set(['image/png', 'application/pdf']));
  });
});
