// A stacked bar chart drawn as SVG, one bar per category. It is one image to assistive technology
// (role="img", named by `title`, described by the visible `summary`); the numbers themselves are
// for a data table beside it, since bars cannot be read out one by one.
import { useId, useLayoutEffect, useRef, useState } from 'react';
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

/** The drawing's width until the figure's own is known (and where it cannot be, as in jsdom). */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 240;
const HEIGHT = 260;
/** Narrower bands than this label every other bar, so that 'Sept' and 'Oct' never overlap. */
const MIN_LABELLED_BAND = 36;
const PAD = { top: 10, right: 8, bottom: 40, left: 64 };
const TICKS = 4;

/** The smallest 1, 2, 2.5 or 5 × 10^n at or above `max` (TICKS for nothing at all, so the axis still reads 0..4). */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return TICKS;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

/**
 * The figure's width in CSS pixels: the drawing is made that wide, so its 12 px text stays 12 px on
 * a phone instead of being scaled down with the picture.
 */
function useWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const figure = ref.current;
    if (!figure || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0) setWidth(Math.max(MIN_WIDTH, Math.round(entry.contentRect.width)));
    });
    observer.observe(figure);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function BarChart({ title, summary, categories, series, formatValue }: BarChartProps) {
  const summaryId = useId();
  const { ref, width } = useWidth();
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0));
  const top = niceCeiling(Math.max(0, ...totals));
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const band = plotWidth / Math.max(1, categories.length);
  const barWidth = band * 0.6;
  // The last bar (now) always keeps its label.
  const labelled = (i: number) => band >= MIN_LABELLED_BAND || (categories.length - 1 - i) % 2 === 0;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;

  return (
    <figure className="ui-bar-chart" ref={ref}>
      <svg className="ui-bar-chart__svg" viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={title} aria-describedby={summaryId}>
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const value = (top / TICKS) * i;
          return (
            <g key={i} className="ui-bar-chart__tick">
              <line x1={PAD.left} x2={width - PAD.right} y1={y(value)} y2={y(value)} />
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
              {labelled(i) && (
                <text className="ui-bar-chart__label" x={x + barWidth / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle">
                  {category.label}
                  {category.subLabel && (
                    <tspan x={x + barWidth / 2} dy="1.2em">
                      {category.subLabel}
                    </tspan>
                  )}
                </text>
              )}
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
