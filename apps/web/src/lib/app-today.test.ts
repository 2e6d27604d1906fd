import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekOf } from '@workspace/shared/common/work';
import { appTimeZone, appToday, setAppTimeZone, useAppToday } from './app-today';

/* 22:30 UTC on Sunday 29 November 2026 is 01:30 on Monday 30 November in Istanbul (UTC+3 all year). */
const sundayNightUtc = new Date('2026-11-29T22:30:00Z');

afterEach(() => {
  setAppTimeZone('Europe/Istanbul');
  vi.useRealTimers();
});

describe('appToday', () => {
  it('takes today in Istanbul, the server default, until the server answers its zone', () => {
    expect(appTimeZone()).toBe('Europe/Istanbul');
    expect(appToday(sundayNightUtc)).toBe('2026-11-30');
  });

  it('takes today in the zone the server answered', () => {
    setAppTimeZone('UTC');
    expect(appToday(sundayNightUtc)).toBe('2026-11-29');
    // 14:30 on the Sunday in Los Angeles (UTC-8 in November).
    setAppTimeZone('America/Los_Angeles');
    expect(appToday(sundayNightUtc)).toBe('2026-11-29');
    expect(appToday(new Date('2026-11-30T07:59:00Z'))).toBe('2026-11-29');
    expect(appToday(new Date('2026-11-30T08:00:00Z'))).toBe('2026-11-30');
  });
});

describe('weekOf', () => {
  it("is Monday to Sunday around the day, so the zone decides which week 'this week' is on a Sunday night", () => {
    setAppTimeZone('UTC');
    expect(weekOf(appToday(sundayNightUtc))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    setAppTimeZone('Europe/Istanbul');
    expect(weekOf(appToday(sundayNightUtc))).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('holds a week across a month and a year', () => {
    expect(weekOf('2026-03-11')).toEqual({ from: '2026-03-09', to: '2026-03-15' }); // a Wednesday
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' }); // a Friday
  });
});

describe('useAppToday', () => {
  it('renders again with the day in the zone once the server answers it', () => {
    vi.useFakeTimers({ now: sundayNightUtc, toFake: ['Date'] });
    const { result } = renderHook(() => useAppToday());
    expect(result.current).toBe('2026-11-30');
    act(() => setAppTimeZone('UTC'));
    expect(result.current).toBe('2026-11-29');
  });
});
