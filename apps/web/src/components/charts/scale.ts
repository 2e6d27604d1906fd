/** A value axis: the range it covers and the round values it marks, lowest first. */
export type Scale = { min: number; max: number; ticks: number[] };

/* Round steps a reader counts in: 1, 2, 2.5 and 5 times a power of ten. */
const STEPS = [1, 2, 2.5, 5, 10];

/* Drops the float noise of a product such as 3 * 0.1 (0.30000000000000004). */
const clean = (value: number) => Number(value.toPrecision(12));

/**
 * The smallest round step that is at least `rough`; a whole number when the axis counts things
 * (a count of tasks never has a tick at 2.5).
 */
export function niceStep(rough: number, isInteger = false): number {
  if (!Number.isFinite(rough) || rough <= 0) return 1;
  if (isInteger && rough <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const step of STEPS) {
    const candidate = clean(step * power);
    if (candidate >= rough * (1 - 1e-9) && (!isInteger || Number.isInteger(candidate))) return candidate;
  }
  return clean(10 * power);
}

type ScaleOptions = {
  /** About how many ticks the axis has room for (at least 2). */
  tickCount?: number;
  isInteger?: boolean;
};

/**
 * An axis for bars between `low` and `high`: it always holds zero (a bar grows from it), and runs
 * from a round tick at or under the lowest value to one at or over the highest. With nothing to
 * show (both zero, or no number at all) it runs from 0 to 1, so no position divides by zero.
 */
export function niceScale(low: number, high: number, { tickCount = 5, isInteger = false }: ScaleOptions = {}): Scale {
  let min = Math.min(0, Number.isFinite(low) ? low : 0);
  let max = Math.max(0, Number.isFinite(high) ? high : 0);
  if (min === max) max = 1;
  const step = niceStep((max - min) / Math.max(1, tickCount - 1), isInteger);
  min = clean(Math.floor(clean(min / step)) * step);
  max = clean(Math.ceil(clean(max / step)) * step);
  const ticks: number[] = [];
  for (let index = 0; ; index += 1) {
    const tick = clean(min + index * step);
    if (tick > max) break;
    ticks.push(tick);
  }
  return { min, max, ticks };
}

/** Where `value` falls on an axis `length` pixels long; a value outside the scale stays at its edge. */
export function positionOf(scale: Scale, value: number, length: number): number {
  const share = (value - scale.min) / (scale.max - scale.min);
  return Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0)) * length;
}
