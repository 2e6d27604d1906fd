import { CHART_STYLE, ChartTooltip, colorVar, useActiveItem } from './chart-frame';

/** One slice: its name, its count and a Mantine colour ('teal.6'). */
export type DonutItem = { key: string; label: string; value: number; color: string };

type Props = {
  /** What the chart shows, for screen readers (the SVG is one image). */
  label: string;
  items: DonutItem[];
  formatValue: (value: number) => string;
  /** Written in the hole (the total), when given. */
  centerLabel?: string;
  size?: number;
  thickness?: number;
};

/** A slice between two angles (radians, clockwise from twelve o'clock) as an SVG ring segment. */
export function slicePath(center: number, outer: number, inner: number, start: number, end: number): string {
  // Thousandths of a pixel: enough for the eye, and no 99.99999999999999 for a quarter's end.
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const point = (radius: number, angle: number) =>
    `${round(center + radius * Math.sin(angle))} ${round(center - radius * Math.cos(angle))}`;
  // A whole ring cannot be one arc (its ends meet): two circles, the hole cut out by the even-odd rule.
  if (end - start >= 2 * Math.PI - 1e-9) {
    const circle = (radius: number) =>
      `M ${point(radius, 0)} A ${radius} ${radius} 0 1 1 ${point(radius, Math.PI)} A ${radius} ${radius} 0 1 1 ${point(radius, 0)} Z`;
    return `${circle(outer)} ${circle(inner)}`;
  }
  const large = end - start > Math.PI ? 1 : 0;
  return [
    `M ${point(outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, end)}`,
    `L ${point(inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, start)}`,
    'Z',
  ].join(' ');
}

/**
 * Shares of a whole as a ring, the first item at twelve o'clock and the rest clockwise. Items of
 * zero draw nothing and are skipped by the keyboard; with nothing at all the ring is empty and grey.
 */
export function DonutChart({ label, items, formatValue, centerLabel, size = 200, thickness = 32 }: Props) {
  const shown = items.filter((item) => Number.isFinite(item.value) && item.value > 0);
  const total = shown.reduce((sum, item) => sum + item.value, 0);
  const { active, point, focusProps } = useActiveItem(shown.length);
  const center = size / 2;
  const outer = center - 1;
  const inner = Math.max(0, outer - thickness);
  let angle = 0;
  const slices = shown.map((item) => {
    const start = angle;
    angle += (item.value / total) * 2 * Math.PI;
    return { item, start, end: angle };
  });
  const activeSlice = active === null ? undefined : slices[active];

  return (
    <div style={{ position: 'relative', width: size }}>
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        style={{ display: 'block', overflow: 'visible', outlineOffset: 2 }}
        {...focusProps}
      >
        {slices.length === 0 ? (
          <path d={slicePath(center, outer, inner, 0, 2 * Math.PI)} fill={CHART_STYLE.grid} fillRule="evenodd" />
        ) : (
          slices.map((slice, index) => (
            <path
              key={slice.item.key}
              d={slicePath(center, outer, inner, slice.start, slice.end)}
              fill={colorVar(slice.item.color)}
              fillRule="evenodd"
              fillOpacity={active === null || active === index ? 1 : 0.45}
              stroke={CHART_STYLE.body}
              strokeWidth={slices.length > 1 ? 1 : 0}
              onPointerEnter={() => point(index)}
            />
          ))
        )}
        {centerLabel !== undefined && !activeSlice && (
          <text
            x={center}
            y={center}
            dy="0.35em"
            textAnchor="middle"
            fontSize={18}
            fontWeight={600}
            fill="var(--mantine-color-text)"
          >
            {centerLabel}
          </text>
        )}
      </svg>
      {activeSlice && (
        // In the hole, in place of the total: it stays inside the ring's box on the narrowest screen.
        <ChartTooltip
          items={[
            {
              color: activeSlice.item.color,
              label: activeSlice.item.label,
              value: formatValue(activeSlice.item.value),
            },
          ]}
          position={{ left: '50%', top: '50%', transform: 'translate(-50%, -50%)', maxWidth: size }}
        />
      )}
    </div>
  );
}
