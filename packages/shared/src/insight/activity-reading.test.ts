import { describe, expect, it } from 'vitest';
import { activityNameRefs, activityText, readActivity } from './activity-reading';

/* The audit trail's reader on the cases the screens and the exports meet, worked out by hand in both languages. */
describe('readActivity', () => {
  it('names the ids it was given, and a record since deleted by its number', () => {
    const row = {
      action: 'task.update',
      entityType: 'task',
      changes: { assigneeId: { before: 3, after: 9 } },
      names: { 'user:3': 'Can Özkan' },
    };
    expect(activityText(row, 'en')).toBe('Assignee: Can Özkan → #9');
    expect(activityText(row, 'tr')).toBe('Atanan kişi: Can Özkan → #9');
  });

  it("reads a field by its record type's meaning: a ticket's and a transaction's type and category", () => {
    const ticket = {
      action: 'ticket.update',
      entityType: 'ticket',
      changes: { type: { before: 'question', after: 'incident' }, priority: { before: 'high', after: 'urgent' } },
    };
    expect(activityText(ticket, 'en')).toBe('Type: Question → Incident\nPriority: High → Urgent');
    expect(activityText(ticket, 'tr')).toBe('Tür: Soru → Olay\nÖncelik: Yüksek → Acil');
    const income = {
      action: 'income.update',
      entityType: 'transaction',
      changes: { categoryId: { before: 1, after: 2 } },
      names: { 'expenseCategory:1': 'Rent', 'expenseCategory:2': 'Travel' },
    };
    expect(activityText(income, 'en')).toBe('Category: Rent → Travel');
    expect(activityNameRefs(income)).toEqual([
      { kind: 'expenseCategory', id: 1 },
      { kind: 'expenseCategory', id: 2 },
    ]);
  });

  it('writes money with its currency, hours and dates the reader’s way, and secrets only as changed', () => {
    const project = {
      action: 'project.update',
      entityType: 'project',
      changes: { budget: { before: '1000', after: '25000.5' }, currency: { before: 'TL', after: 'TL' } },
    };
    expect(activityText(project, 'en')).toBe('Budget: 1,000.00 TL → 25,000.50 TL\nCurrency: TL → TL');
    expect(activityText(project, 'tr')).toBe('Bütçe: 1.000,00 TL → 25.000,50 TL\nPara birimi: TL → TL');
    const user = {
      action: 'user.update',
      entityType: 'user',
      changes: { passwordHash: { after: '(changed)' }, type: { before: 'employee', after: 'manager' } },
    };
    expect(activityText(user, 'en')).toBe('Password: changed\nRole: Engineer → Manager');
    expect(activityText(user, 'tr')).toBe('Şifre: değiştirildi\nRol: Mühendis → Müdür');
    const note = { action: 'note.update', entityType: 'note', changes: { content: { after: '(changed)' } } };
    expect(activityText(note, 'tr')).toBe('İçerik: değiştirildi');
    const task = {
      action: 'task.create',
      entityType: 'task',
      changes: { estimatedHours: { after: '7.50' }, deadline: { after: '2026-12-09' } },
    };
    expect(activityText(task, 'en')).toBe('Estimated hours: 7.5\nDeadline: Dec 9, 2026');
    expect(activityText(task, 'tr')).toBe('Tahmini saat: 7,5\nSon tarih: 9 Ara 2026');
  });

  it('reads a two-factor policy as the roles it names, and a field it does not know as stored', () => {
    const policy = {
      action: 'twoFactor.policy',
      entityType: 'roleSettings',
      changes: { requiredFor: { before: [], after: ['master', 'manager'] } },
    };
    expect(activityText(policy, 'en')).toBe('Two-factor required for: – → Administrator, Manager');
    const unknown = { action: 'x.y', entityType: 'x', changes: { somethingNew: { before: 1, after: 2 } } };
    expect(readActivity(unknown, 'en').lines).toEqual([
      { field: 'somethingNew', label: 'somethingNew', before: '1', after: '2' },
    ]);
  });

  it('says a comment without files, and a reveal recorded before reveals named their domain, in a sentence', () => {
    expect(
      readActivity(
        {
          action: 'ticket.comment',
          entityType: 'ticket',
          changes: { comment: { after: { id: 1, length: 4, files: [] } } },
        },
        'en',
      ).sentence,
    ).toBe('Added a comment');
    expect(
      readActivity(
        {
          action: 'task.comment',
          entityType: 'task',
          changes: { comment: { after: { id: 1, length: 0, files: ['a.pdf'] } } },
        },
        'en',
      ).sentence,
    ).toBe('Added a comment with 1 file: a.pdf');
    expect(readActivity({ action: 'sharedData.reveal', entityType: 'sharedData', changes: null }, 'tr').sentence).toBe(
      'Şifreyi görüntüledi',
    );
  });
});
