import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-utils';
import type { BarRow } from './bar-chart';
import { HorizontalBarChart } from './horizontal-bar-chart';

const LONG_NAME = 'Warehouse management system for the Anatolian logistics centre';

const count = (locale: string) => (value: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
const percent = (locale: string) => (value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

const tooltip = () => document.querySelector('[data-chart-tooltip]');
const texts = (chart: HTMLElement) => Array.from(chart.querySelectorAll('text'), (text) => text.textContent);
const widthsOf = (chart: HTMLElement, color: string) =>
  Array.from(chart.querySelectorAll(`rect[fill="var(--mantine-color-${color})"]`), (rect) =>
    Number(rect.getAttribute('width')),
  );

describe('HorizontalBarChart', () => {
  it('stacks completed and open tasks into one bar per project, names cut to the axis with the whole name in a title', () => {
    const rows: BarRow[] = [
      { key: '1', label: 'Website relaunch', values: [3, 5] },
      { key: '2', label: LONG_NAME, values: [4, 0] },
    ];
    renderWithApp(
      <HorizontalBarChart
        label="Completed and not completed tasks per project"
        rows={rows}
        series={[
          { label: 'Completed', color: 'teal.6' },
          { label: 'Not completed', color: 'orange.5' },
        ]}
        formatValue={count('en')}
        formatTick={count('en')}
        isStacked
        isInteger
        withLegend
      />,
    );
    const chart = screen.getByRole('img', { name: 'Completed and not completed tasks per project' });
    // 640 px wide: the names take 190 px, so (190 - 12) / 7 = 25 characters.
    expect(texts(chart)).toContain('Website relaunch');
    expect(texts(chart)).toContain('Warehouse management sys…');
    expect(Array.from(chart.querySelectorAll('title'), (title) => title.textContent)).toEqual([
      'Website relaunch',
      LONG_NAME,
    ]);
    // The largest stack is 8: 8 / 5 = 1.6 -> 2, ticks 0 .. 8 every 2 over 640 - 190 - 24 = 426 px.
    expect(texts(chart).slice(0, 5)).toEqual(['0', '2', '4', '6', '8']);
    const [first, second] = widthsOf(chart, 'teal-6');
    expect(first).toBeCloseTo((3 / 8) * 426, 5);
    expect(second).toBeCloseTo((4 / 8) * 426, 5);
    // The open part starts where the completed one ends: together the project's 8 tasks, the whole axis.
    const open = chart.querySelector('rect[fill="var(--mantine-color-orange-5)"]')!;
    expect(Number(open.getAttribute('x')) + Number(open.getAttribute('width'))).toBeCloseTo(190 + 426, 5);

    // The tooltip names the project whole.
    fireEvent.focus(chart);
    fireEvent.keyDown(chart, { key: 'ArrowDown' });
    expect(tooltip()).toHaveTextContent(`${LONG_NAME}Completed4Not completed0`);
    fireEvent.keyDown(chart, { key: 'ArrowUp' });
    expect(tooltip()).toHaveTextContent('Website relaunchCompleted3Not completed5');
  });

  it('keeps a share axis from 0 to 100 percent, written per language', () => {
    renderWithApp(
      <HorizontalBarChart
        label="Work left and time left"
        rows={[{ key: '5', label: 'Website relaunch', values: [70, 25.5] }]}
        series={[
          { label: 'Work left', color: 'orange.6' },
          { label: 'Time left', color: 'blue.6' },
        ]}
        formatValue={percent('tr')}
        formatTick={percent('tr')}
        domain={[0, 100]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Work left and time left' });
    // 426 px has room for 426 / 70 + 1 = 7, at most 6 ticks: 100 / 5 = 20.
    expect(texts(chart).slice(0, 6)).toEqual(['%0', '%20', '%40', '%60', '%80', '%100']);
    fireEvent.focus(chart);
    expect(tooltip()).toHaveTextContent('Website relaunchWork left%70Time left%25,5');
  });

  it('draws no bars and no NaN for no rows or a figure that is not a number', () => {
    const { unmount } = renderWithApp(
      <HorizontalBarChart
        label="Empty"
        rows={[]}
        series={[{ label: 'Hours', color: 'grape.6' }]}
        formatValue={count('en')}
        formatTick={count('en')}
      />,
    );
    const empty = screen.getByRole('img', { name: 'Empty' });
    expect(empty.outerHTML).not.toMatch(/NaN|Infinity/);
    expect(empty).not.toHaveAttribute('tabindex');
    unmount();
    renderWithApp(
      <HorizontalBarChart
        label="Hours"
        rows={[{ key: '1', label: 'Website relaunch', values: [Number('not a number')] }]}
        series={[{ label: 'Hours', color: 'grape.6' }]}
        formatValue={count('en')}
        formatTick={count('en')}
      />,
    );
    expect(screen.getByRole('img', { name: 'Hours' }).outerHTML).not.toMatch(/NaN|Infinity/);
  });
});
