import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@workspace/shared/notifications/notifications.constants';
import i18n from '../../../lib/i18n';
import type { Notification } from '@workspace/shared/notifications/notifications.schemas';
import { notificationLink, notificationText } from './notification-text';
import { NOTIFICATION_TEXTS } from './notification-texts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe("the notification panel's texts (loaded with its code)", () => {
  it('have the same keys in English and Turkish, a sentence for every kind, and none of the shell keys', () => {
    expect(keys(NOTIFICATION_TEXTS.tr).sort()).toEqual(keys(NOTIFICATION_TEXTS.en).sort());
    for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_TEXTS.en.kinds).toHaveProperty(kind);
    expect(Object.keys(NOTIFICATION_TEXTS.en)).not.toContain('bell');
  });

  it('are merged beside the bell texts, in both languages', () => {
    expect(i18n.t('notifications.bell', { lng: 'tr' })).toBe('Bildirimler');
    expect(i18n.t('notifications.markAllRead', { lng: 'tr' })).toBe('Tümünü okundu say');
    expect(i18n.t('notifications.kinds.taskOverdue', { lng: 'en', title: 'X' })).toBe('Your task is overdue: X');
  });
});

describe('a mention, in words', () => {
  const mention = (subject: 'ticket' | 'task', internal?: boolean): Notification => ({
    id: 1,
    kind: 'mention',
    subject: { kind: subject, id: 42 },
    actor: { id: 2, name: 'Selin', surname: 'Aktaş' },
    facts: { title: 'Printer', ...(internal ? { internal } : {}) },
    readAt: null,
    createdAt: '2026-11-28T05:00:00.000Z',
  });
  it('names the ticket, the task, or the internal note it was made in, in both languages', async () => {
    const t = i18n.getFixedT('en');
    expect(notificationText(mention('ticket'), t, 'en')).toBe('Selin Aktaş mentioned you on ticket #42: Printer');
    expect(notificationText(mention('ticket', true), t, 'en')).toBe(
      'Selin Aktaş mentioned you in an internal note on ticket #42: Printer',
    );
    expect(notificationText(mention('task'), t, 'en')).toBe('Selin Aktaş mentioned you on a task: Printer');
    const tr = i18n.getFixedT('tr');
    expect(notificationText(mention('ticket'), tr, 'tr')).toBe(
      'Selin Aktaş, #42 numaralı talepte sizden bahsetti: Printer',
    );
    expect(notificationText(mention('task'), tr, 'tr')).toBe('Selin Aktaş bir görevde sizden bahsetti: Printer');
    expect(notificationLink(mention('task'))).toBe('/support-window/42/task');
  });
});

describe('a bulk change told once, in words', () => {
  const bulk = (kind: 'taskAssigned' | 'ticketStatus', count?: number): Notification => ({
    id: 2,
    kind,
    subject: { kind: kind === 'taskAssigned' ? 'task' : 'ticket', id: 42 },
    actor: { id: 2, name: 'Selin', surname: 'Aktaş' },
    facts: { title: 'Printer', status: 'completed', ...(count ? { count } : {}) },
    readAt: null,
    createdAt: '2026-11-28T05:00:00.000Z',
  });
  it('says how many there were, in both languages; one alone reads as before', () => {
    const en = i18n.getFixedT('en');
    const tr = i18n.getFixedT('tr');
    expect(notificationText(bulk('taskAssigned', 12), en, 'en')).toBe(
      'Selin Aktaş assigned 12 tasks to you, among them: Printer',
    );
    expect(notificationText(bulk('taskAssigned', 12), tr, 'tr')).toBe(
      'Selin Aktaş size 12 görev atadı, aralarında: Printer',
    );
    expect(notificationText(bulk('ticketStatus', 3), tr, 'tr')).toBe(
      'Selin Aktaş, 3 talebin durumunu “Tamamlandı” yaptı, aralarında #42: Printer',
    );
    expect(notificationText(bulk('taskAssigned'), en, 'en')).toBe('Selin Aktaş assigned a task to you: Printer');
  });
});
