import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-utils';
import { DonutChart, slicePath, type DonutItem } from './donut-chart';

const items: DonutItem[] = [
  { key: 'pending', label: 'Pending', value: 3, color: 'gray.6' },
  { key: 'inProgress', label: 'In progress', value: 1, color: 'blue.6' },
  { key: 'cancelled', label: 'Cancelled', value: 0, color: 'red.6' },
  { key: 'completed', label: 'Completed', value: 1234, color: 'green.6' },
];

const tooltip = () => document.querySelector('[data-chart-tooltip]');
const format = (locale: string) => (value: number) => new Intl.NumberFormat(locale).format(value);

describe('DonutChart', () => {
  it('draws a slice per item above zero, the total in the hole, and a slice’s count on focus and arrows', () => {
    renderWithApp(<DonutChart label="Tasks per status" items={items} formatValue={format('en')} centerLabel="1,238" />);
    const chart = screen.getByRole('img', { name: 'Tasks per status' });
    // Cancelled is 0: no slice, and the keyboard skips it.
    expect(chart.querySelectorAll('path')).toHaveLength(3);
    expect(chart).toHaveTextContent('1,238');
    fireEvent.focus(chart);
    expect(tooltip()).toHaveTextContent('Pending3');
    // The tooltip takes the hole's place.
    expect(chart).not.toHaveTextContent('1,238');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()).toHaveTextContent('Completed1,234');
    fireEvent.blur(chart);
    expect(tooltip()).toBeNull();
    expect(chart).toHaveTextContent('1,238');
  });

  it('shows the slice under the pointer, its count in Turkish', async () => {
    const user = userEvent.setup();
    renderWithApp(<DonutChart label="Tasks per status" items={items} formatValue={format('tr')} />);
    const chart = screen.getByRole('img', { name: 'Tasks per status' });
    await user.hover(chart.querySelectorAll('path')[2]!);
    expect(tooltip()).toHaveTextContent('Completed1.234');
    await user.unhover(chart);
    expect(tooltip()).toBeNull();
  });

  it('is an empty grey ring with nothing to focus when every count is zero', () => {
    renderWithApp(
      <DonutChart label="Deadlines" items={items.map((item) => ({ ...item, value: 0 }))} formatValue={format('en')} />,
    );
    const chart = screen.getByRole('img', { name: 'Deadlines' });
    expect(chart.querySelectorAll('path')).toHaveLength(1);
    expect(chart.querySelector('path')).toHaveAttribute('fill', 'var(--mantine-color-default-border)');
    expect(chart.outerHTML).not.toMatch(/NaN|Infinity/);
    expect(chart).not.toHaveAttribute('tabindex');
  });
});

describe('slicePath', () => {
  it('draws a quarter from twelve to three o’clock', () => {
    // Centre 100, outer radius 99, inner 67: from (100, 1) clockwise to (199, 100), back along the hole.
    expect(slicePath(100, 99, 67, 0, Math.PI / 2)).toBe(
      'M 100 1 A 99 99 0 0 1 199 100 L 167 100 A 67 67 0 0 0 100 33 Z',
    );
  });

  it('draws a whole ring as two circles, since one arc cannot close on itself', () => {
    const path = slicePath(100, 99, 67, 0, 2 * Math.PI);
    expect(path.match(/M /g)).toHaveLength(2);
    expect(path).not.toMatch(/NaN/);
  });
});
