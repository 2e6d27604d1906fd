import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format';
import { renderWithApp } from '../../test-utils';
import { BarChart, type BarRow } from './bar-chart';

const series = [
  { label: 'Income', color: 'teal.6' },
  { label: 'Expense', color: 'red.6' },
];

function renderChart(rows: BarRow[], locale = 'en') {
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
  renderWithApp(
    <BarChart
      label="Income and expense per month in TL"
      rows={rows}
      series={series}
      formatValue={(value) => formatMoney(value.toFixed(2), 'TL', locale)}
      formatTick={(value) => compact.format(value)}
      height={260}
      withLegend
    />,
  );
  return screen.getByRole('img', { name: 'Income and expense per month in TL' });
}

const months: BarRow[] = [
  { key: '2025-05', label: 'May 2025', title: 'May 2025', values: [1234.5, 300.25] },
  { key: '2025-06', label: 'Jun 2025', title: 'June 2025', values: [0, 75] },
  { key: '2025-07', label: 'Jul 2025', title: 'July 2025', values: [10, 0] },
];

const tooltip = () => document.querySelector('[data-chart-tooltip]');
const ticks = (chart: HTMLElement) => Array.from(chart.querySelectorAll('text'), (text) => text.textContent);
/* The drawn bars: filled rectangles (the hover areas are transparent, the cursor is grey). */
const bars = (chart: HTMLElement) =>
  Array.from(chart.querySelectorAll('rect')).filter(
    (rect) =>
      rect.getAttribute('fill')?.startsWith('var(--mantine-color-teal') ||
      rect.getAttribute('fill')?.startsWith('var(--mantine-color-red'),
  );

describe('BarChart', () => {
  it('draws an axis of round ticks up to the largest value, a bar per figure, and its legend', () => {
    const chart = renderChart(months);
    // Largest 1,234.5: ticks 0, 500, 1,000, 1,500 (compact), then the three month labels.
    expect(ticks(chart)).toEqual(['0', '500', '1K', '1.5K', 'May 2025', 'Jun 2025', 'Jul 2025']);
    expect(bars(chart)).toHaveLength(6);
    // 1,234.5 of 1,500 over a plot of 260 - 10 - 26 = 224 px: 184.37 px tall.
    expect(Number(bars(chart)[0]!.getAttribute('height'))).toBeCloseTo((1234.5 / 1500) * 224, 5);
    expect(screen.getByText('Income')).toBeInTheDocument();
    expect(screen.getByText('Expense')).toBeInTheDocument();
  });

  it('shows the figures of a month on keyboard focus, and moves with the arrow keys', () => {
    const chart = renderChart(months);
    expect(tooltip()).toBeNull();
    expect(chart).toHaveAttribute('tabindex', '0');
    fireEvent.focus(chart);
    expect(tooltip()).toHaveTextContent('May 2025Income₺1,234.50Expense₺300.25');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()).toHaveTextContent('June 2025Income₺0.00Expense₺75.00');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(tooltip()).toHaveTextContent('July 2025');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()).toHaveTextContent('July 2025');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(tooltip()).toHaveTextContent('May 2025');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(tooltip()).toBeNull();
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(tooltip()).toHaveTextContent('May 2025');
    fireEvent.blur(chart);
    expect(tooltip()).toBeNull();
  });

  it('shows the figures of the month under the pointer, and hides them when it leaves', async () => {
    const user = userEvent.setup();
    const chart = renderChart(months);
    const hoverAreas = Array.from(chart.querySelectorAll('rect[fill="transparent"]'));
    expect(hoverAreas).toHaveLength(3);
    await user.hover(hoverAreas[2]!);
    expect(tooltip()).toHaveTextContent('July 2025Income₺10.00Expense₺0.00');
    await user.unhover(chart);
    expect(tooltip()).toBeNull();
  });

  it('writes amounts and ticks the Turkish way in Turkish', () => {
    const chart = renderChart(months, 'tr');
    // Intl writes a no-break space before "B" (bin, thousand).
    expect(ticks(chart).slice(0, 4)).toEqual(['0', '500', '1\u00a0B', '1,5\u00a0B']);
    fireEvent.focus(chart);
    expect(tooltip()).toHaveTextContent('Income₺1.234,50Expense₺300,25');
  });

  it('draws a negative value downwards from a solid zero line', () => {
    const chart = renderChart([{ key: 'a', label: 'A', values: [-300, 1234] }]);
    // -300 to 1,234: ticks -500 .. 1,500 every 500.
    expect(ticks(chart).slice(0, 5)).toEqual(['-500', '0', '500', '1K', '1.5K']);
    const zero = Array.from(chart.querySelectorAll('line')).find((line) => !line.hasAttribute('stroke-dasharray'))!;
    const [negative, positive] = bars(chart);
    // The negative bar hangs from zero, the positive one stands on it.
    expect(negative!.getAttribute('y')).toBe(zero.getAttribute('y1'));
    expect(Number(positive!.getAttribute('y')) + Number(positive!.getAttribute('height'))).toBeCloseTo(
      Number(zero.getAttribute('y1')),
      5,
    );
    // 300 of the axis' 2,000 over 224 px.
    expect(Number(negative!.getAttribute('height'))).toBeCloseTo((300 / 2000) * 224, 5);
  });

  it('draws an empty axis without NaN for no data or zeros, with nothing to focus', () => {
    const empty = renderChart([]);
    expect(empty.outerHTML).not.toMatch(/NaN|Infinity/);
    expect(empty).not.toHaveAttribute('tabindex');
    fireEvent.focus(empty);
    expect(tooltip()).toBeNull();
  });

  it('draws zeros as no bars and a 0 to 1 axis', () => {
    const chart = renderChart([{ key: 'a', label: 'A', values: [0, 0] }]);
    expect(chart.outerHTML).not.toMatch(/NaN|Infinity/);
    expect(bars(chart).map((bar) => bar.getAttribute('height'))).toEqual(['0', '0']);
    expect(within(chart).getByText('1')).toBeInTheDocument();
  });
});
