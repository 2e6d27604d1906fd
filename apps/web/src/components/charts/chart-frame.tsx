import { ColorSwatch, Group, Paper, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

/** A series: its name in the legend and tooltip, and a Mantine colour such as 'teal.6'. */
export type ChartSeries = { label: string; color: string };

/** One line of a tooltip: the series' colour, its name and the value written for the reader. */
export type TooltipItem = { color: string; label: string; value: string };

/** A Mantine colour ('teal.6') as its CSS variable, which follows the light or dark scheme. */
export const colorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/* Colours every chart draws its frame with; each is a Mantine variable set per colour scheme. */
export const CHART_STYLE = {
  text: 'var(--mantine-color-dimmed)',
  grid: 'var(--mantine-color-default-border)',
  cursor: 'var(--mantine-color-default-hover)',
  body: 'var(--mantine-color-body)',
} as const;

/* Where nothing has been laid out (a test's document), charts draw at a laptop's column width. */
const FALLBACK_WIDTH = 640;

/**
 * The width of the box a chart fills, in pixels: read once before the first paint, then kept by a
 * ResizeObserver (its answers come after layout, so nothing here forces one). The chart draws at
 * that width with 12 px text, instead of scaling a fixed picture whose text would shrink on a phone.
 */
export function useChartWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const keep = (measured: number) => {
      const rounded = Math.round(measured);
      if (rounded > 0) setWidth(rounded);
    };
    keep(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    // flushSync: the new width is drawn in the frame that resized, not one frame late.
    const observer = new ResizeObserver(([entry]) => entry && flushSync(() => keep(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Which item of a chart (a category, a slice) the reader points at or has reached by keyboard.
 * The chart is one tab stop: focus shows the first item's tooltip, the arrow keys move through the
 * items, Home and End jump to either end, Escape hides the tooltip.
 */
export function useActiveItem(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const isFocused = useRef(false);
  const current = active !== null && active < count ? active : null;
  const move = (to: number) => setActive(Math.min(count - 1, Math.max(0, to)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const from = current ?? -1;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(from + 1),
      ArrowDown: () => move(from + 1),
      ArrowLeft: () => move(from < 0 ? 0 : from - 1),
      ArrowUp: () => move(from < 0 ? 0 : from - 1),
      Home: () => move(0),
      End: () => move(count - 1),
      Escape: () => setActive(null),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const hasItems = count > 0;
  return {
    active: current,
    /** Pointer over item `index`. */
    point: (index: number) => setActive(index),
    /** Props of the element that takes focus (the chart's SVG): one tab stop, only when there is something to read. */
    focusProps: {
      tabIndex: hasItems ? 0 : undefined,
      onKeyDown,
      onFocus: () => {
        isFocused.current = true;
        if (hasItems) setActive((index) => index ?? 0);
      },
      onBlur: () => {
        isFocused.current = false;
        setActive(null);
      },
      // The pointer leaving hides its tooltip, unless the keyboard is reading the chart.
      onPointerLeave: () => {
        if (!isFocused.current) setActive(null);
      },
    },
  };
}

type TooltipProps = {
  /** The category (a month, a project); a slice's tooltip has only its one line. */
  title?: string;
  items: TooltipItem[];
  /** Where it stands in the chart's box (left or right, top or bottom, and its widest), in pixels. */
  position: CSSProperties;
};

/**
 * The figures of the item in focus or under the pointer. Hidden from screen readers: the table that
 * goes with every chart holds the same figures for them.
 */
export function ChartTooltip({ title, items, position }: TooltipProps) {
  return (
    <Paper
      withBorder
      shadow="md"
      radius="sm"
      px="sm"
      py={6}
      aria-hidden
      data-chart-tooltip
      style={{ position: 'absolute', pointerEvents: 'none', zIndex: 2, width: 'max-content', ...position }}
    >
      {title !== undefined && (
        <Text size="sm" fw={600} mb={4}>
          {title}
        </Text>
      )}
      {items.map((item) => (
        <Group key={item.label} gap={8} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap">
            <ColorSwatch color={colorVar(item.color)} size={10} withShadow={false} />
            <Text size="sm">{item.label}</Text>
          </Group>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {item.value}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}

/** The series' names with their colours, under the chart. Decorative for screen readers, like the bars. */
export function ChartLegend({ series }: { series: ChartSeries[] }) {
  return (
    <Group justify="center" gap="md" mt={4} aria-hidden>
      {series.map((entry) => (
        <Group key={entry.label} gap={6} wrap="nowrap">
          <ColorSwatch color={colorVar(entry.color)} size={12} withShadow={false} />
          <Text size="sm">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
