import { barExtent, barSegments, barSlots, CHARACTER_PX, truncateName } from './bar-layout';
import type { BarRow } from './bar-chart';
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

type Props = {
  /** What the chart shows, for screen readers (the SVG is one image). */
  label: string;
  /** One row a name (a project); `label` is the whole name, cut on the axis to the room it has. */
  rows: BarRow[];
  series: ChartSeries[];
  formatValue: (value: number, series: number) => string;
  formatTick: (value: number) => string;
  /** The series of a row make one bar (completed and the rest make the total) instead of one bar each. */
  isStacked?: boolean;
  isInteger?: boolean;
  /** A value range the axis always covers (0 to 100 for shares), widened if a value falls outside. */
  domain?: [number, number];
  /** Pixels per row, so many rows spread out instead of squeezing together. */
  rowHeight?: number;
  withLegend?: boolean;
};

const MARGIN = { top: 4, right: 24, bottom: 24 };
const MAX_BAR = 18;

/* The name axis takes under two fifths of the width, 96 to 190 px: the bars keep the larger part on a phone. */
const nameAxisWidth = (width: number) => Math.round(Math.min(190, Math.max(96, width * 0.38)));

/**
 * Horizontal bars with the names on the left axis, one line each (the full name in the label's
 * title and the tooltip; the table beside the chart has them whole), grouped or stacked.
 */
export function HorizontalBarChart({
  label,
  rows,
  series,
  formatValue,
  formatTick,
  isStacked = false,
  isInteger = false,
  domain,
  rowHeight = 34,
  withLegend = false,
}: Props) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const { active, point, focusProps } = useActiveItem(rows.length);
  const left = nameAxisWidth(width);
  const plotWidth = Math.max(0, width - left - MARGIN.right);
  const plotHeight = Math.max(1, rows.length) * rowHeight;
  const height = MARGIN.top + plotHeight + MARGIN.bottom;
  const values = rows.map((row) => row.values);
  const [low, high] = barExtent(values, isStacked);
  const scale = niceScale(Math.min(low, domain?.[0] ?? 0), Math.max(high, domain?.[1] ?? 0), {
    isInteger,
    tickCount: Math.max(2, Math.min(6, Math.floor(plotWidth / 70) + 1)),
  });
  const x = (value: number) => left + positionOf(scale, value, plotWidth);
  const slots = barSlots(rowHeight, series.length, isStacked, MAX_BAR);
  const nameCharacters = Math.floor((left - 12) / CHARACTER_PX);
  const activeRow = active === null ? undefined : rows[active];
  const activeTop = active === null ? 0 : MARGIN.top + active * rowHeight;
  const isLowerHalf = activeTop + rowHeight / 2 > height / 2;
  // On a phone the tooltip starts at the chart's left edge, so a long name has the whole width.
  const tooltipLeft = width < 480 ? 0 : left + 8;

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
            <rect x={0} y={activeTop} width={left + plotWidth} height={rowHeight} fill={CHART_STYLE.cursor} />
          )}
          <g fontSize={12} fill={CHART_STYLE.text}>
            {scale.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={x(tick)}
                  x2={x(tick)}
                  y1={MARGIN.top}
                  y2={MARGIN.top + plotHeight}
                  stroke={CHART_STYLE.grid}
                  strokeDasharray={tick === 0 ? undefined : '4 4'}
                />
                <text x={x(tick)} y={MARGIN.top + plotHeight + 16} textAnchor="middle">
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            {rows.map((row, index) => (
              <g key={row.key}>
                <title>{row.title ?? row.label}</title>
                <text x={left - 10} y={MARGIN.top + (index + 0.5) * rowHeight} dy="0.32em" textAnchor="end">
                  {truncateName(row.label, nameCharacters)}
                </text>
              </g>
            ))}
          </g>
          {rows.map((row, index) => (
            <g key={row.key}>
              {barSegments(row.values, isStacked).map((segment) => {
                const slot = slots[segment.series]!;
                return (
                  <rect
                    key={segment.series}
                    x={Math.min(x(segment.from), x(segment.to))}
                    y={MARGIN.top + index * rowHeight + slot.offset}
                    width={Math.abs(x(segment.to) - x(segment.from))}
                    height={slot.thickness}
                    fill={colorVar(series[segment.series]?.color ?? 'gray.6')}
                  />
                );
              })}
              <rect
                x={0}
                y={MARGIN.top + index * rowHeight}
                width={left + plotWidth}
                height={rowHeight}
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
              left: tooltipLeft,
              maxWidth: width - tooltipLeft,
              ...(isLowerHalf ? { bottom: height - activeTop + 2 } : { top: activeTop + rowHeight + 2 }),
            }}
          />
        )}
      </div>
      {withLegend && <ChartLegend series={series} />}
    </div>
  );
}
