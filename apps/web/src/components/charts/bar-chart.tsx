import { barExtent, barSegments, barSlots, labelEvery } from './bar-layout';
import {
  CHART_STYLE,
  ChartLegend,
  ChartTooltip,
  colorVar,
  useActiveItem,
  useChartWidth,
  type ChartSeries,
} from './chart-frame';
import { niceScale, positionOf } from './scale';

/** One category on the axis (a month, a priority): its short label, the tooltip's title, a value per series. */
export type BarRow = { key: string; label: string; title?: string; values: number[] };

type Props = {
  /** What the chart shows, for screen readers (the SVG is one image). */
  label: string;
  rows: BarRow[];
  series: ChartSeries[];
  /** A value as the tooltip writes it (money, hours, a count) for series `series`. */
  formatValue: (value: number, series: number) => string;
  /** A value axis tick as the reader writes numbers ("1.5K", "1.000"). */
  formatTick: (value: number) => string;
  /** Pixels of the drawing, axes included (the legend goes under it). */
  height?: number;
  /** Counts: the value axis has only whole-number ticks. */
  isInteger?: boolean;
  withLegend?: boolean;
  /** Room for the value axis' labels on the left. */
  axisWidth?: number;
};

const MARGIN = { top: 10, right: 8, bottom: 26 };
const MAX_BAR = 40;

/**
 * Vertical bars, one group per category with a bar per series side by side, growing from zero
 * (down for a negative value). Drawn once per render at the box's width: no animation, no
 * measuring of text.
 */
export function BarChart({
  label,
  rows,
  series,
  formatValue,
  formatTick,
  height = 240,
  isInteger = false,
  withLegend = false,
  axisWidth = 48,
}: Props) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const { active, point, focusProps } = useActiveItem(rows.length);
  const left = axisWidth;
  const plotWidth = Math.max(0, width - left - MARGIN.right);
  const plotHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const values = rows.map((row) => row.values);
  const [low, high] = barExtent(values, false);
  const scale = niceScale(low, high, {
    isInteger,
    tickCount: Math.max(2, Math.min(6, Math.floor(plotHeight / 50) + 1)),
  });
  const y = (value: number) => MARGIN.top + plotHeight - positionOf(scale, value, plotHeight);
  const band = plotWidth / Math.max(1, rows.length);
  const slots = barSlots(band, series.length, false, MAX_BAR);
  const every = labelEvery(Math.max(0, ...rows.map((row) => row.label.length)), band);
  const activeRow = active === null ? undefined : rows[active];
  const activeCenter = active === null ? 0 : left + (active + 0.5) * band;
  // The tooltip stands beside the category, on the side with more room, and never wider than that side.
  const isRightHalf = activeCenter > width / 2;
  const tooltipRoom = isRightHalf ? activeCenter - band / 2 - 4 : width - activeCenter - band / 2 - 4;

  return (
    <div>
      <div ref={ref} style={{ position: 'relative' }}>
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          style={{ display: 'block', width: '100%', height, overflow: 'visible', outlineOffset: 2 }}
          {...focusProps}
        >
          {/* Drawn first: the band being read stays behind the grid, the names and the bars. */}
          {active !== null && (
            <rect x={left + active * band} y={MARGIN.top} width={band} height={plotHeight} fill={CHART_STYLE.cursor} />
          )}
          <g fontSize={12} fill={CHART_STYLE.text}>
            {scale.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={left}
                  x2={left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={CHART_STYLE.grid}
                  strokeDasharray={tick === 0 ? undefined : '4 4'}
                />
                <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {rows.map((row, index) =>
              (rows.length - 1 - index) % every === 0 ? (
                <text
                  key={row.key}
                  x={left + (index + 0.5) * band}
                  y={MARGIN.top + plotHeight + 18}
                  textAnchor="middle"
                >
                  {row.label}
                </text>
              ) : null,
            )}
          </g>
          {rows.map((row, index) => (
            <g key={row.key}>
              {barSegments(row.values, false).map((segment) => {
                const slot = slots[segment.series]!;
                const top = Math.min(y(segment.from), y(segment.to));
                return (
                  <rect
                    key={segment.series}
                    x={left + index * band + slot.offset}
                    y={top}
                    width={slot.thickness}
                    height={Math.abs(y(segment.to) - y(segment.from))}
                    fill={colorVar(series[segment.series]?.color ?? 'gray.6')}
                  />
                );
              })}
              <rect
                x={left + index * band}
                y={MARGIN.top}
                width={band}
                height={plotHeight}
                fill="transparent"
                onPointerEnter={() => point(index)}
              />
            </g>
          ))}
        </svg>
        {activeRow && (
          <ChartTooltip
            title={activeRow.title ?? activeRow.label}
            items={series.map((entry, index) => ({
              color: entry.color,
              label: entry.label,
              value: formatValue(activeRow.values[index] ?? 0, index),
            }))}
            position={{
              top: MARGIN.top,
              maxWidth: tooltipRoom,
              ...(isRightHalf ? { right: width - activeCenter + band / 2 + 4 } : { left: activeCenter + band / 2 + 4 }),
            }}
          />
        )}
      </div>
      {withLegend && <ChartLegend series={series} />}
    </div>
  );
}
