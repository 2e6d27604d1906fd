import { describe, expect, it } from 'vitest';
import { barExtent, barSegments, barSlots, labelEvery, truncateName } from './bar-layout';
import { niceScale, niceStep, positionOf } from './scale';

/* Every expectation below was worked out by hand: the rule is the smallest of 1, 2, 2.5, 5 x 10^n at least (max - min) / 4. */
describe('niceScale', () => {
  it('rounds a money maximum up to round ticks', () => {
    // 1,234 / 4 = 308.5; the smallest round step at least that is 500; 1,234 rounds up to 1,500.
    expect(niceScale(0, 1234)).toEqual({ min: 0, max: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('counts in whole numbers for counts', () => {
    // 6 / 4 = 1.5 -> 2: 0, 2, 4, 6.
    expect(niceScale(0, 6, { isInteger: true }).ticks).toEqual([0, 2, 4, 6]);
    // 3 / 4 = 0.75: a count has no tick at 0.75 or 2.5, so the step is 1.
    expect(niceScale(0, 3, { isInteger: true }).ticks).toEqual([0, 1, 2, 3]);
    // 9 / 4 = 2.25 -> 2.5 is not whole, so 5: 0, 5, 10.
    expect(niceScale(0, 9, { isInteger: true }).ticks).toEqual([0, 5, 10]);
  });

  it('marks shares in quarters', () => {
    // 100 / 4 = 25, itself round: 0, 25, 50, 75, 100.
    expect(niceScale(0, 100).ticks).toEqual([0, 25, 50, 75, 100]);
  });

  it('keeps zero on the axis and reaches below it for a negative value', () => {
    // From -300 to 1,234: 1,534 / 4 = 383.5 -> 500; -300 rounds down to -500.
    expect(niceScale(-300, 1234)).toEqual({ min: -500, max: 1500, ticks: [-500, 0, 500, 1000, 1500] });
    // Only negative values: the axis still ends at zero. 80 / 4 = 20 -> 20.
    expect(niceScale(-80, -10)).toEqual({ min: -80, max: 0, ticks: [-80, -60, -40, -20, 0] });
    // Only positive values still start at zero: 40 to 50 is drawn from 0.
    expect(niceScale(40, 50).min).toBe(0);
  });

  it('gives an axis from 0 to 1 when there is nothing to show, so no position is NaN', () => {
    // 1 / 4 = 0.25, itself round.
    expect(niceScale(0, 0)).toEqual({ min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] });
    expect(niceScale(0, 0, { isInteger: true }).ticks).toEqual([0, 1]);
    expect(niceScale(Number.NaN, Number.NaN).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(positionOf(niceScale(0, 0), 0, 200)).toBe(0);
  });

  it('writes decimal ticks without float noise', () => {
    // 0.7 / 4 = 0.175 -> 0.2; 3 x 0.2 would be 0.6000000000000001 unrounded.
    expect(niceScale(0, 0.7).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('fits fewer ticks when there is less room', () => {
    // Two ticks: 1,234 / 1 -> 2,000.
    expect(niceScale(0, 1234, { tickCount: 2 }).ticks).toEqual([0, 2000]);
  });
});

describe('niceStep', () => {
  it('picks the smallest round step at least the rough one', () => {
    expect(niceStep(308.5)).toBe(500);
    expect(niceStep(1000)).toBe(1000);
    expect(niceStep(1001)).toBe(2000);
    expect(niceStep(21)).toBe(25);
    expect(niceStep(0.03)).toBe(0.05);
    expect(niceStep(2.3, true)).toBe(5);
    expect(niceStep(0)).toBe(1);
  });
});

describe('positionOf', () => {
  it('places a value along the axis and keeps stray values at its edges', () => {
    const scale = niceScale(-500, 1500); // -500 .. 1,500: 2,000 over 400 px, 0.2 px a unit.
    expect(positionOf(scale, 0, 400)).toBe(100);
    expect(positionOf(scale, 1000, 400)).toBe(300);
    expect(positionOf(scale, 5000, 400)).toBe(400);
    expect(positionOf(scale, Number.NaN, 400)).toBe(0);
  });
});

describe('bar layout', () => {
  it('groups bars from zero and stacks them end to end, negatives downwards', () => {
    expect(barSegments([3, -2], false)).toEqual([
      { series: 0, from: 0, to: 3 },
      { series: 1, from: 0, to: -2 },
    ]);
    // Stacked: 3 from 0 to 3, -2 from 0 down to -2, 4 on top of the 3 (3 to 7).
    expect(barSegments([3, -2, 4], true)).toEqual([
      { series: 0, from: 0, to: 3 },
      { series: 1, from: 0, to: -2 },
      { series: 2, from: 3, to: 7 },
    ]);
    expect(barSegments([Number.NaN], false)).toEqual([{ series: 0, from: 0, to: 0 }]);
  });

  it('measures the reach of grouped bars and of stacks', () => {
    expect(
      barExtent(
        [
          [3, 5],
          [-2, 1],
        ],
        false,
      ),
    ).toEqual([-2, 5]);
    // Stacks: 3 + 5 = 8 up; -2 down.
    expect(
      barExtent(
        [
          [3, 5],
          [-2, 1],
        ],
        true,
      ),
    ).toEqual([-2, 8]);
    expect(barExtent([], true)).toEqual([0, 0]);
  });

  it('centres a group in its band, a few pixels apart, never thicker than the cap', () => {
    // A 100 px band keeps 80 px; two bars with a 3 px gap: (80 - 3) / 2 = 38.5 each, starting at (100 - 80) / 2 = 10.
    expect(barSlots(100, 2, false, 40)).toEqual([
      { offset: 10, thickness: 38.5 },
      { offset: 51.5, thickness: 38.5 },
    ]);
    // Capped at 20: two bars and the gap take 43 px, centred: (100 - 43) / 2 = 28.5.
    expect(barSlots(100, 2, false, 20)).toEqual([
      { offset: 28.5, thickness: 20 },
      { offset: 51.5, thickness: 20 },
    ]);
    // A stack is one bar for all its series.
    expect(barSlots(34, 2, true, 18)).toEqual([
      { offset: 8, thickness: 18 },
      { offset: 8, thickness: 18 },
    ]);
  });

  it('shows every label that fits and every n-th one otherwise', () => {
    // "Jun 2025" is 8 characters: 8 x 7 + 8 = 64 px.
    expect(labelEvery(8, 90)).toBe(1);
    expect(labelEvery(8, 22)).toBe(3);
    expect(labelEvery(8, 0)).toBe(64);
  });

  it('cuts a long name with an ellipsis', () => {
    expect(truncateName('Website relaunch', 20)).toBe('Website relaunch');
    expect(truncateName('Website relaunch for the Anatolian office', 12)).toBe('Website rel…');
    expect(truncateName('Website relaunch', 8)).toBe('Website…');
  });
});
