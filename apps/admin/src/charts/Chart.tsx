import { useEffect, useRef, useState } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import type uPlot from 'uplot';
import { MARKER_COLOR } from './palette.ts';
import type { ChartSpec } from './spec.ts';

// The few rules of uPlot's stylesheet that its canvas and overlays need (uPlot.min.css, MIT): the
// remote has no CSS pipeline, and the legend and cursor, which the rest styles, are not used.
const Box = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  .uplot, .uplot * { box-sizing: border-box; }
  .uplot { width: min-content; line-height: 1.5; }
  .u-wrap { position: relative; user-select: none; }
  .u-over, .u-under { position: absolute; }
  .u-under { overflow: hidden; }
  .uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
  .u-axis { position: absolute; }
  .u-legend { display: none; }
`;

type UPlotModule = typeof uPlot;
type Theme = DefaultTheme;

const FONT_PX = 12;
const font = (theme: Theme, px = FONT_PX) => `${px * devicePixelRatio}px ${theme.fonts.body}`;
const axisFont = (theme: Theme) => `${FONT_PX}px ${theme.fonts.body}`;

/** Every `step`-th label, so they never overlap however narrow the chart: about 64 px each. */
function labelSplits(labels: string[], width: number): number[] {
  const step = Math.max(1, Math.ceil((labels.length * 64) / Math.max(width - 60, 64)));
  const last = labels.length - 1;
  return labels.map((_, i) => i).filter((i) => (last - i) % step === 0);
}

const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

function xAxis(theme: Theme, labels: string[], width: number): uPlot.Axis {
  return {
    stroke: theme.colors.inkSoft,
    font: axisFont(theme),
    grid: { show: false },
    ticks: { stroke: theme.colors.border },
    splits: () => labelSplits(labels, width),
    values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
  };
}

function yAxis(theme: Theme, scale: string, format: (value: number) => string, side: 1 | 3 = 3, integer = false): uPlot.Axis {
  return {
    scale,
    side,
    stroke: theme.colors.inkSoft,
    font: axisFont(theme),
    size: 64,
    grid: { show: side === 3, stroke: theme.colors.border, width: 1 },
    ticks: { show: false },
    ...(integer ? { incrs: COUNT_STEPS } : {}),
    values: (_u, splits) => splits.map((value) => format(value)),
  };
}

const fromZero = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [0, max > 0 ? max * 1.1 : 1];

/** uPlot's options and data for a chart, at a width. */
export function chartOptions(UPlot: UPlotModule, spec: ChartSpec, theme: Theme, width: number, height: number): { options: uPlot.Options; data: uPlot.AlignedData } {
  const x = spec.labels.map((_, i) => i);
  const base = {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    padding: [12, 8, 0, 0] as uPlot.Padding,
  };
  const ordinal = { time: false, range: [-0.5, spec.labels.length - 0.5] as uPlot.Range.MinMax };
  const bars = UPlot.paths.bars?.({ size: [0.7, 48] });

  switch (spec.kind) {
    case 'stacked-bars': {
      // Each series is drawn as the running total up to it, the tallest first: every one shows
      // the band between the one below it and itself.
      const totals: number[][] = [];
      spec.series.forEach((series, i) => totals.push(series.values.map((value, j) => (value ?? 0) + (i ? (totals[i - 1]?.[j] ?? 0) : 0))));
      const order = spec.series.map((_, i) => i).reverse();
      return {
        options: {
          ...base,
          scales: { x: ordinal, y: { range: fromZero } },
          axes: [xAxis(theme, spec.labels, width), yAxis(theme, 'y', spec.format, 3, true)],
          series: [{}, ...order.map((i) => ({ label: spec.series[i]?.label, stroke: spec.series[i]?.color, fill: spec.series[i]?.color, width: 0, paths: bars, points: { show: false } }))],
        },
        data: [x, ...order.map((i) => totals[i] as number[])],
      };
    }
    case 'bars':
      return {
        options: {
          ...base,
          scales: { x: ordinal, y: { range: fromZero } },
          axes: [xAxis(theme, spec.labels, width), yAxis(theme, 'y', spec.format, 3, true)],
          series: [{}, { label: spec.series.label, stroke: spec.series.color, fill: spec.series.color, width: 0, paths: bars, points: { show: false } }],
        },
        data: [x, spec.series.values],
      };
    case 'bars-and-line':
      return {
        options: {
          ...base,
          scales: { x: ordinal, bars: { range: fromZero }, line: { range: fromZero } },
          axes: [xAxis(theme, spec.labels, width), yAxis(theme, 'bars', spec.formatBars), yAxis(theme, 'line', spec.formatLine, 1, true)],
          series: [
            {},
            { label: spec.bars.label, scale: 'bars', stroke: spec.bars.color, fill: spec.bars.color, width: 0, paths: bars, points: { show: false } },
            { label: spec.line.label, scale: 'line', stroke: spec.line.color, width: 3, points: { show: true, size: 8, fill: spec.line.color } },
          ],
        },
        data: [x, spec.bars.values, spec.line.values],
      };
    case 'lines': {
      const markers = spec.markers;
      return {
        options: {
          ...base,
          padding: [markers.length ? 16 + 14 * Math.min(markers.length, 3) : 12, 12, 0, 0],
          scales: { x: { time: false, range: [-0.5, spec.labels.length - 0.5] }, y: { range: fromZero } },
          axes: [xAxis(theme, spec.labels, width), yAxis(theme, 'y', spec.format)],
          series: [{}, ...spec.series.map((series) => ({ label: series.label, stroke: series.color, width: 2.5, spanGaps: false, points: { show: true, size: 6, fill: series.color } }))],
          hooks: {
            // The promotions: a dashed line on the day each release was first seen, named above the plot.
            draw: [
              (u: uPlot) => {
                const { ctx, bbox } = u;
                ctx.save();
                ctx.strokeStyle = MARKER_COLOR;
                ctx.fillStyle = MARKER_COLOR;
                ctx.lineWidth = 2 * devicePixelRatio;
                ctx.setLineDash([6 * devicePixelRatio, 4 * devicePixelRatio]);
                ctx.font = font(theme, 11);
                ctx.textBaseline = 'bottom';
                markers.forEach((marker, i) => {
                  const left = Math.round(u.valToPos(marker.index - 0.5, 'x', true));
                  ctx.beginPath();
                  ctx.moveTo(left, bbox.top);
                  ctx.lineTo(left, bbox.top + bbox.height);
                  ctx.stroke();
                  const text = marker.label;
                  const textWidth = ctx.measureText(text).width;
                  const textLeft = Math.min(Math.max(left - textWidth / 2, bbox.left), bbox.left + bbox.width - textWidth);
                  ctx.fillText(text, textLeft, bbox.top - 4 * devicePixelRatio - (i % 3) * 14 * devicePixelRatio);
                });
                ctx.restore();
              },
            ],
          },
        },
        data: [x, ...spec.series.map((series) => series.values)],
      };
    }
  }
}

/**
 * A chart drawn by uPlot on a canvas. The library is downloaded with the first chart that mounts
 * (its own chunk of the admin remote), never before; the canvas follows its box's width.
 */
export function Chart({ spec, height = 260 }: { spec: ChartSpec; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const draw = (width: number) => {
          plot?.destroy();
          const { options, data } = chartOptions(UPlot, spec, theme, width, height);
          plot = new UPlot(options, data, element);
        };
        let width = Math.floor(element.clientWidth);
        draw(width);
        observer = new ResizeObserver(() => {
          const next = Math.floor(element.clientWidth);
          if (next !== width && next > 0) {
            width = next;
            draw(width); // label spacing depends on the width: built again, not only resized
          }
        });
        observer.observe(element);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [spec, theme, height]);

  return (
    <Box ref={box} $height={height} data-chart={state}>
      {state === 'failed' && <p>No se pudo dibujar el gráfico; sus datos están en la tabla.</p>}
    </Box>
  );
}
