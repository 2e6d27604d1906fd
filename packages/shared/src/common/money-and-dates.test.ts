import { describe, expect, it } from 'vitest';
import { createProjectRequestSchema, updateProjectRequestSchema } from '../projects/projects.schemas';
import { createTaskRequestSchema, hoursField } from '../tasks/tasks.schemas';
import { dateField, isValidIban, moneyField } from './fields';
import { addDays, isoToday, weekOf } from './work';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'ok' : result.error!.issues[0]!.message;

describe('money field', () => {
  it('keeps amounts as exact two-decimal strings', () => {
    expect(moneyField.parse('0.1')).toBe('0.10');
    expect(moneyField.parse('1250.5')).toBe('1250.50');
    expect(moneyField.parse(12.5)).toBe('12.50');
    expect(moneyField.parse('007.25')).toBe('7.25');
    expect(moneyField.parse('999999999999.99')).toBe('999999999999.99');
  });

  it('rejects zero, negatives, three decimals, non-numbers and amounts past numeric(14,2)', () => {
    expect(messageOf(moneyField.safeParse('0'))).toBe('positiveNumber');
    expect(messageOf(moneyField.safeParse('0.00'))).toBe('positiveNumber');
    expect(messageOf(moneyField.safeParse('-5'))).toBe('positiveNumber');
    expect(messageOf(moneyField.safeParse('1.234'))).toBe('twoDecimals');
    expect(messageOf(moneyField.safeParse(0.1 + 0.2))).toBe('twoDecimals');
    expect(messageOf(moneyField.safeParse('abc'))).toBe('invalidNumber');
    expect(messageOf(moneyField.safeParse('1e5'))).toBe('invalidNumber');
    expect(messageOf(moneyField.safeParse(''))).toBe('required');
    expect(messageOf(moneyField.safeParse('1000000000000'))).toBe('amountTooLarge');
  });
});

describe('dates and hours', () => {
  it('accept only real calendar dates', () => {
    expect(dateField.safeParse('2026-02-28').success).toBe(true);
    expect(messageOf(dateField.safeParse('2026-02-30'))).toBe('invalidDate');
    expect(messageOf(dateField.safeParse('28.02.2026'))).toBe('invalidDate');
  });

  it('take today in the company time zone', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Istanbul (UTC+3).
    const lateEvening = new Date('2026-12-31T22:30:00Z');
    expect(isoToday('Europe/Istanbul', lateEvening)).toBe('2027-01-01');
    expect(isoToday('UTC', lateEvening)).toBe('2026-12-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("gives today's date as Intl does, every millisecond around a midnight, whatever was asked before", () => {
    const fresh = (timeZone: string, at: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
    const cases: [string, string][] = [
      ['Europe/Istanbul', '2026-12-31T21:00:00Z'],
      ['UTC', '2026-12-31T00:00:00Z'],
      ['Asia/Kathmandu', '2026-06-01T18:15:00Z'],
      // Before 1972 Monrovia was 44 min 30 s behind UTC: its dates changed in the middle of a minute.
      ['Africa/Monrovia', '1960-06-02T00:44:30Z'],
    ];
    for (const [timeZone, midnight] of cases) {
      const edge = Date.parse(midnight);
      for (const offset of [-60_001, -60_000, -30_001, -30_000, -1, 0, 1, 29_999, 30_000, 59_999, 60_000]) {
        expect(isoToday(timeZone, new Date(edge + offset)), `${timeZone} ${offset}`).toBe(
          fresh(timeZone, edge + offset),
        );
      }
      for (const offset of [59_999, 0, -1, 30_000, -30_001]) {
        expect(isoToday(timeZone, new Date(edge + offset)), `${timeZone} again ${offset}`).toBe(
          fresh(timeZone, edge + offset),
        );
      }
    }
    expect(() => isoToday('UTC', new Date(Number.NaN))).toThrow(RangeError);
  });

  it('accept positive hours with two decimals at most', () => {
    expect(hoursField.parse('7.5')).toBe('7.5');
    for (const bad of ['0', '-1', '1.234', '100000', 'x'])
      expect(messageOf(hoursField.safeParse(bad))).toBe('hoursInvalid');
  });
});

describe('project and task date rules', () => {
  const today = () => '2026-11-23';
  const project = {
    name: 'Portal',
    budget: '1000',
    currency: 'TL',
    companyId: 1,
    startDate: '2026-11-23',
    endDate: '2026-12-01',
  };

  it('allow today and later when creating, and refuse the past', () => {
    expect(createProjectRequestSchema(today).safeParse(project).success).toBe(true);
    const past = createProjectRequestSchema(today).safeParse({ ...project, startDate: '2026-11-22' });
    expect(past.success).toBe(false);
    expect(past.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['startDate', 'futureDate'],
    ]);
  });

  it('refuse an end before the start, also when editing past projects', () => {
    const result = updateProjectRequestSchema.safeParse({ ...project, startDate: '2025-05-10', endDate: '2025-05-01' });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endDate', 'endBeforeStart'],
    ]);
    expect(
      updateProjectRequestSchema.safeParse({ ...project, startDate: '2025-05-01', endDate: '2025-05-10' }).success,
    ).toBe(true);
  });

  it('refuse a task deadline before its start', () => {
    const task = {
      title: 'Fix',
      assigneeId: 3,
      projectId: 1,
      startDate: '2026-11-25',
      deadline: '2026-11-24',
      estimatedHours: '4',
    };
    const result = createTaskRequestSchema(today).safeParse(task);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['deadlineBeforeStart']);
  });
});

describe('IBAN checksum', () => {
  it('accepts real IBANs with or without spaces and refuses a changed digit', () => {
    expect(isValidIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
    expect(isValidIban('TR33')).toBe(false);
  });
});

describe('weekOf', () => {
  it('runs Monday to Sunday around any day, across a month and a year', () => {
    expect(weekOf('2026-03-11')).toEqual({ from: '2026-03-09', to: '2026-03-15' }); // a Wednesday
    expect(weekOf('2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-15' }); // Monday
    expect(weekOf('2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' }); // Sunday
    expect(weekOf('2026-01-01')).toEqual({ from: '2025-12-29', to: '2026-01-04' }); // across a year
    expect(weekOf('2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' }); // a Sunday closing February
  });
});
