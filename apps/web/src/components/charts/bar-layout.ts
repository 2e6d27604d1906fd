/* Geometry of a bar chart as plain arithmetic: nothing here reads the page's layout. */

/** A drawn piece of one category: its series and where it starts and ends on the value axis. */
export type BarSegment = { series: number; from: number; to: number };

/** Where one series' bar sits across its category's band, in pixels from the band's start. */
export type BarSlot = { offset: number; thickness: number };

/* A figure that is not a number (a malformed decimal) draws as nothing rather than as NaN. */
const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * The bars of one category, side by side from zero, or stacked: positive values pile up from zero,
 * negative ones down from it, so a stack never hides a negative part inside a positive one.
 */
export function barSegments(values: number[], isStacked: boolean): BarSegment[] {
  if (!isStacked) return values.map((value, series) => ({ series, from: 0, to: finite(value) }));
  let up = 0;
  let down = 0;
  return values.map((raw, series) => {
    const value = finite(raw);
    const from = value >= 0 ? up : down;
    if (value >= 0) up += value;
    else down += value;
    return { series, from, to: from + value };
  });
}

/** The lowest and highest values any bar reaches (for a stack, its ends). */
export function barExtent(rows: number[][], isStacked: boolean): [number, number] {
  let low = 0;
  let high = 0;
  for (const values of rows) {
    for (const { from, to } of barSegments(values, isStacked)) {
      low = Math.min(low, from, to);
      high = Math.max(high, from, to);
    }
  }
  return [low, high];
}

/* A fifth of each band stays empty on either side, so neighbouring categories read apart. */
const BAND_PADDING = 0.2;
/* The space between two bars of one group. */
const BAR_GAP = 3;

/**
 * Where each series' bar sits in a band `bandSize` wide: grouped side by side (one slot a series)
 * or one slot for the whole stack; never thicker than `maxThickness`, so three categories on a
 * wide screen do not become slabs. The group is centred in the band.
 */
export function barSlots(bandSize: number, seriesCount: number, isStacked: boolean, maxThickness: number): BarSlot[] {
  const bars = isStacked ? 1 : Math.max(1, seriesCount);
  const room = bandSize * (1 - BAND_PADDING);
  const gap = bars > 1 ? Math.min(BAR_GAP, room / bars / 4) : 0;
  const thickness = Math.max(1, Math.min(maxThickness, (room - gap * (bars - 1)) / bars));
  const start = (bandSize - (thickness * bars + gap * (bars - 1))) / 2;
  return Array.from({ length: Math.max(1, seriesCount) }, (_, series) => ({
    offset: isStacked ? start : start + series * (thickness + gap),
    thickness,
  }));
}

/* Pixels per character of the axes' 12 px text: an estimate, so no label is measured on the page. */
export const CHARACTER_PX = 7;

/** Every how many categories a label has room: 1 shows them all, 3 every third one. */
export function labelEvery(longestLabel: number, bandSize: number): number {
  const labelPx = longestLabel * CHARACTER_PX + 8;
  return Math.max(1, Math.ceil(labelPx / Math.max(1, bandSize)));
}

/** A name cut to `maxCharacters` with an ellipsis; the full name goes in the label's <title>. */
export function truncateName(name: string, maxCharacters: number): string {
  const room = Math.max(2, maxCharacters);
  return name.length > room ? `${name.slice(0, room - 1).trimEnd()}…` : name;
}
