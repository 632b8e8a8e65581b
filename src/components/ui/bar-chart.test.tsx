import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, niceCeiling } from './bar-chart';

describe('niceCeiling', () => {
  it('rounds the tallest bar up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([1, 101, 925, 2400, 3835, 10_000].map(niceCeiling)).toEqual([1, 200, 1000, 2500, 5000, 10_000]);
  });

  it('gives an axis of 0 to 4 when there is nothing to draw', () => {
    expect(niceCeiling(0)).toBe(4);
  });
});

describe('BarChart', () => {
  const props = {
    title: 'Sales',
    summary: 'Two months.',
    categories: [{ label: 'Jan', subLabel: '2026' }, { label: 'Feb' }],
    formatValue: (v: number) => `$${v}`,
  };

  it('stacks one part per non-zero value, tallest bar at the top tick, with a legend for several series', () => {
    render(
      <BarChart
        {...props}
        series={[
          { label: 'A', tone: 'primary', values: [30, 0] },
          { label: 'B', tone: 'info', values: [20, 40] },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Sales' });
    expect(chart).toHaveAccessibleDescription('Two months.');
    const rects = [...chart.querySelectorAll('rect')];
    expect(rects).toHaveLength(3);
    // Jan: 30 then 20 on top; the 50 total reaches the top tick ($50), whose line is at y = 10.
    expect(Number(rects[1].getAttribute('y'))).toBeCloseTo(10);
    expect(screen.getByText('$50')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A', 'B']);
  });

  it('has no legend for a single series', () => {
    render(<BarChart {...props} series={[{ label: 'A', tone: 'success', values: [1, 2] }]} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
