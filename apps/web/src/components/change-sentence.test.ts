import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { changeSentence, type ChangeDescription } from './change-sentence';
import { renderWithApp } from '../test-utils';

/*
 * Every inline change the screens confirm, as a person should read it: the field, the record, the
 * old and the new value. Written by hand in both languages; the Turkish sentences put the record's
 * name where it needs no suffix ("“…” görevinin …").
 */
type Both = { en: string; tr: string };
const cases: {
  change: Omit<ChangeDescription, 'from' | 'to'> & { from: Both | null; to: Both | null };
  en: string;
  tr: string;
}[] = [
  {
    change: {
      record: 'task',
      field: 'status',
      subject: 'Write the report',
      from: { en: 'Pending', tr: 'Beklemede' },
      to: { en: 'Completed', tr: 'Tamamlandı' },
    },
    en: 'Change the status of “Write the report” from Pending to Completed?',
    tr: '“Write the report” görevinin durumu Beklemede → Tamamlandı olarak değiştirilsin mi?',
  },
  {
    change: {
      record: 'task',
      field: 'priority',
      subject: 'Fix the login',
      from: { en: 'Low', tr: 'Düşük' },
      to: { en: 'High', tr: 'Yüksek' },
    },
    en: 'Change the priority of “Fix the login” from Low to High?',
    tr: '“Fix the login” görevinin önceliği Düşük → Yüksek olarak değiştirilsin mi?',
  },
  {
    change: {
      record: 'ticket',
      field: 'status',
      subject: 'Printer jam',
      from: { en: 'Pending', tr: 'Beklemede' },
      to: { en: 'In progress', tr: 'Devam ediyor' },
    },
    en: 'Change the status of “Printer jam” from Pending to In progress?',
    tr: '“Printer jam” talebinin durumu Beklemede → Devam ediyor olarak değiştirilsin mi?',
  },
  {
    change: {
      record: 'ticket',
      field: 'priority',
      subject: 'Printer jam',
      from: { en: 'Medium', tr: 'Orta' },
      to: { en: 'Urgent', tr: 'Acil' },
    },
    en: 'Change the priority of “Printer jam” from Medium to Urgent?',
    tr: '“Printer jam” talebinin önceliği Orta → Acil olarak değiştirilsin mi?',
  },
  {
    change: {
      record: 'ticket',
      field: 'assignee',
      subject: 'Printer jam',
      from: null,
      to: { en: 'Can Özkan', tr: 'Can Özkan' },
    },
    en: 'Change the assignee of “Printer jam” from Nobody to Can Özkan?',
    tr: '“Printer jam” talebinin atanan kişisi Kimse → Can Özkan olarak değiştirilsin mi?',
  },
  {
    change: {
      record: 'ticket',
      field: 'assignee',
      subject: 'Printer jam',
      from: { en: 'Can Özkan', tr: 'Can Özkan' },
      to: null,
    },
    en: 'Change the assignee of “Printer jam” from Can Özkan to Nobody?',
    tr: '“Printer jam” talebinin atanan kişisi Can Özkan → Kimse olarak değiştirilsin mi?',
  },
  {
    change: {
      record: 'ticket',
      field: 'category',
      subject: 'Printer jam',
      from: { en: 'Hardware', tr: 'Hardware' },
      to: { en: 'Billing', tr: 'Billing' },
    },
    en: 'Change the category of “Printer jam” from Hardware to Billing?',
    tr: '“Printer jam” talebinin kategorisi Hardware → Billing olarak değiştirilsin mi?',
  },
  {
    change: {
      record: 'ticket',
      field: 'deadline',
      subject: 'Printer jam',
      from: { en: '1 Dec 2026', tr: '1 Ara 2026' },
      to: { en: '9 Dec 2026', tr: '9 Ara 2026' },
    },
    en: 'Change the deadline of “Printer jam” from 1 Dec 2026 to 9 Dec 2026?',
    tr: '“Printer jam” talebinin son tarihi 1 Ara 2026 → 9 Ara 2026 olarak değiştirilsin mi?',
  },
  {
    change: {
      record: 'ticket',
      field: 'deadline',
      subject: 'Printer jam',
      from: null,
      to: { en: '9 Dec 2026', tr: '9 Ara 2026' },
    },
    en: 'Set the deadline of “Printer jam” to 9 Dec 2026?',
    tr: '“Printer jam” talebinin son tarihi 9 Ara 2026 olarak belirlensin mi?',
  },
  {
    change: {
      record: 'ticket',
      field: 'deadline',
      subject: 'Printer jam',
      from: { en: '1 Dec 2026', tr: '1 Ara 2026' },
      to: null,
    },
    en: 'Remove the deadline of “Printer jam” (1 Dec 2026)?',
    tr: '“Printer jam” talebinin son tarihi (1 Ara 2026) kaldırılsın mı?',
  },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('changeSentence', () => {
  it.each(cases)('reads $en in English', async ({ change, en }) => {
    renderWithApp(null);
    await i18n.changeLanguage('en');
    expect(changeSentence({ ...change, from: change.from?.en ?? null, to: change.to?.en ?? null })).toBe(en);
  });

  it.each(cases)('reads $tr in Turkish', async ({ change, tr }) => {
    renderWithApp(null);
    await i18n.changeLanguage('tr');
    expect(changeSentence({ ...change, from: change.from?.tr ?? null, to: change.to?.tr ?? null })).toBe(tr);
  });
});
