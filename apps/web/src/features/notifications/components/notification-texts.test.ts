import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@workspace/shared/notifications/notifications.constants';
import i18n from '../../../lib/i18n';
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
