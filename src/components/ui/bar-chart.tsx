// A stacked bar chart drawn as SVG, one bar per category. It is one image to assistive technology
// (role="img", named by `title`, described by the visible `summary`); the numbers themselves are
// for a data table beside it, since bars cannot be read out one by one.
import { useId } from 'react';
import './bar-chart.css';

export type BarTone = 'primary' | 'secondary' | 'info' | 'success';

export type BarSeries = {
  label: string;
  tone: BarTone;
  /** One value per category, in the categories' order. */
  values: readonly number[];
};

export type BarCategory = {
  /** Under the bar ('Jan'). */
  label: string;
  /** A second line under it, where one is due ('2026' under January). */
  subLabel?: string;
};

export type BarChartProps = {
  /** The accessible name. */
  title: string;
  /** What the chart shows, in words; shown under it and read as its description. */
  summary: string;
  categories: readonly BarCategory[];
  series: readonly BarSeries[];
  /** The y axis' tick labels ('$1,000'). */
  formatValue: (value: number) => string;
};

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 10, right: 8, bottom: 40, left: 64 };
const TICKS = 4;

/** The smallest 1, 2, 2.5 or 5 × 10^n at or above `max` (TICKS for nothing at all, so the axis still reads 0..4). */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return TICKS;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

export function BarChart({ title, summary, categories, series, formatValue }: BarChartProps) {
  const summaryId = useId();
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0));
  const top = niceCeiling(Math.max(0, ...totals));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const band = plotWidth / Math.max(1, categories.length);
  const barWidth = band * 0.6;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;

  return (
    <figure className="ui-bar-chart">
      <svg className="ui-bar-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} aria-describedby={summaryId}>
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const value = (top / TICKS) * i;
          return (
            <g key={i} className="ui-bar-chart__tick">
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} />
              <text x={PAD.left - 8} y={y(value)} dy="0.35em" textAnchor="end">
                {formatValue(value)}
              </text>
            </g>
          );
        })}
        {categories.map((category, i) => {
          const x = PAD.left + band * i + (band - barWidth) / 2;
          let base = 0;
          return (
            <g key={`${category.label}-${i}`}>
              {series.map((s) => {
                const value = Math.max(0, s.values[i] ?? 0);
                const from = base;
                base += value;
                return value > 0 ? (
                  <rect
                    key={s.label}
                    className={`ui-bar-chart__bar ui-bar-chart__bar--${s.tone}`}
                    x={x}
                    width={barWidth}
                    y={y(base)}
                    height={y(from) - y(base)}
                  />
                ) : null;
              })}
              <text className="ui-bar-chart__label" x={x + barWidth / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle">
                {category.label}
                {category.subLabel && (
                  <tspan x={x + barWidth / 2} dy="1.2em">
                    {category.subLabel}
                  </tspan>
                )}
              </text>
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <ul className="ui-bar-chart__legend">
          {series.map((s) => (
            <li key={s.label}>
              <span className={`ui-bar-chart__swatch ui-bar-chart__bar--${s.tone}`} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <figcaption id={summaryId} className="ui-bar-chart__summary">
        {summary}
      </figcaption>
    </figure>
  );
}
