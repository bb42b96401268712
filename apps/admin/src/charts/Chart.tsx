import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { MARKER_COLOR } from './palette.ts';
import type { ChartSpec, Series } from './spec.ts';

const Box = styled.div<{ $height: number }>`
  width: 100%;
  min-height: ${({ $height }) => $height}px;
  svg { display: block; overflow: visible; }
`;

const FONT_SIZE = 12;
const MARKER_ROW = 14;

/** Every `step`-th label (the last one always), so they never overlap however narrow the chart. */
export function labelIndices(count: number, width: number, labelWidth = 64): number[] {
  const step = Math.max(1, Math.ceil((count * labelWidth) / Math.max(width, labelWidth)));
  return Array.from({ length: count }, (_, i) => i).filter((i) => (count - 1 - i) % step === 0);
}

/** A value axis from zero to a little over the highest value (1 when everything is zero). */
function valueScale(values: Array<number | null>, height: number) {
  const max = Math.max(0, ...values.map((value) => value ?? 0));
  return scaleLinear<number>({ domain: [0, max > 0 ? max * 1.1 : 1], range: [height, 0], nice: true });
}

/** About five ticks; whole numbers only for counts. */
const ticksOf = (scale: ReturnType<typeof valueScale>, integer: boolean) => scale.ticks(5).filter((tick) => !integer || Number.isInteger(tick));

/**
 * A chart drawn as SVG by visx (scales, axes, line paths; the bars are plain rects). It takes the
 * width of its box and draws again when that changes; nothing is drawn before the width is known (nor
 * on the server). The drawing carries no meaning of its own for assistive technology: ChartPanel
 * hides it and gives them the table.
 */
export function Chart({ spec, height = 260 }: { spec: ChartSpec; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const theme = useTheme();

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Categories (formats): one row each, the name above its bar and the value after it, so every
  // name is whole and readable however narrow the chart is.
  if (spec.kind === 'bars') {
    const row = 40;
    const max = Math.max(1, ...spec.series.values.map((value) => value ?? 0));
    const room = Math.max(0, width - 56);
    return (
      <Box ref={box} $height={spec.labels.length * row} data-chart={width > 0 ? 'ready' : 'measuring'}>
        {width > 0 && (
          <svg width={width} height={spec.labels.length * row} focusable="false">
            {spec.labels.map((label, i) => {
              const value = spec.series.values[i] ?? 0;
              const length = (value / max) * room;
              return (
                <g key={label} transform={`translate(0, ${i * row})`}>
                  <text y={FONT_SIZE} fill={theme.colors.inkSoft} fontSize={FONT_SIZE} fontFamily={theme.fonts.body}>
                    {label}
                  </text>
                  <rect y={18} width={length} height={16} fill={spec.series.color} rx={2} />
                  <text x={length + 6} y={31} fill={theme.colors.ink} fontSize={FONT_SIZE} fontFamily={theme.fonts.body}>
                    {spec.format(value)}
                  </text>
                </g>
              );
            })}
          </svg>
        )}
      </Box>
    );
  }

  const markers = spec.kind === 'lines' ? spec.markers : [];
  const margin = {
    top: 12 + (markers.length ? MARKER_ROW * Math.min(markers.length, 3) : 0),
    right: spec.kind === 'bars-and-line' ? 48 : 12,
    bottom: 28,
    left: 64,
  };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand<number>({ domain: spec.labels.map((_, i) => i), range: [0, innerWidth], padding: spec.kind === 'lines' ? 0 : 0.25 });
  const center = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  const axisText = { fill: theme.colors.inkSoft, fontSize: FONT_SIZE, fontFamily: theme.fonts.body };
  const shown = new Set(labelIndices(spec.labels.length, innerWidth));

  let y = valueScale([], innerHeight);
  let integer = true;
  let format: (value: number) => string = String;
  let content: ReactNode = null;
  let rightAxis: ReactNode = null;

  const bar = (key: string, i: number, from: number, to: number, color: string) =>
    to > from ? <rect key={key} x={x(i)} width={x.bandwidth()} y={y(to)} height={Math.max(0, y(from) - y(to))} fill={color} /> : null;
  const line = (series: Series, scale: typeof y, points: boolean) => (
    <g key={series.label}>
      <LinePath<number | null>
        data={series.values}
        x={(_, i) => center(i)}
        y={(value) => scale(value ?? 0)}
        defined={(value) => value !== null}
        stroke={series.color}
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      {points &&
        series.values.map((value, i) => (value === null ? null : <circle key={i} cx={center(i)} cy={scale(value)} r={3.5} fill={series.color} />))}
    </g>
  );

  switch (spec.kind) {
    case 'stacked-bars': {
      const totals = spec.labels.map((_, i) => spec.series.reduce((sum, series) => sum + (series.values[i] ?? 0), 0));
      y = valueScale(totals, innerHeight);
      format = spec.format;
      content = spec.labels.map((_, i) => {
        let below = 0;
        return spec.series.map((series, s) => {
          const from = below;
          below += series.values[i] ?? 0;
          return bar(`${i}-${s}`, i, from, below, series.color);
        });
      });
      break;
    }
    case 'bars-and-line': {
      y = valueScale(spec.bars.values, innerHeight);
      integer = false;
      format = spec.formatBars;
      const right = valueScale(spec.line.values, innerHeight);
      content = (
        <>
          {spec.bars.values.map((value, i) => bar(String(i), i, 0, value ?? 0, spec.bars.color))}
          {line(spec.line, right, true)}
        </>
      );
      rightAxis = (
        <AxisRight
          left={innerWidth}
          scale={right}
          tickValues={ticksOf(right, true)}
          tickFormat={(value) => spec.formatLine(Number(value))}
          hideAxisLine
          hideTicks
          tickLabelProps={{ ...axisText, dx: 4 }}
        />
      );
      break;
    }
    case 'lines': {
      y = valueScale(spec.series.flatMap((series) => series.values), innerHeight);
      integer = false;
      format = spec.format;
      const scale = y;
      const top = scale.domain()[1] ?? 0;
      // Google's thresholds behind the lines: good (green), needs improvement (amber), poor (red).
      const band = (key: string, from: number, to: number, fill: string) =>
        Math.min(to, top) > from ? <rect key={key} x={0} width={innerWidth} y={scale(Math.min(to, top))} height={scale(from) - scale(Math.min(to, top))} fill={fill} /> : null;
      content = (
        <>
          {spec.bands && [
            band('good', 0, spec.bands.good, theme.colors.successSoft),
            band('needs-improvement', spec.bands.good, spec.bands.poor, theme.colors.accentSoft),
            band('poor', spec.bands.poor, Infinity, theme.colors.dangerSoft),
          ]}
          {spec.series.map((series) => line(series, y, true))}
          {/* The promotions: a dashed line where each release's first day begins, named above the plot. */}
          {markers.map((marker, i) => {
            const left = x(marker.index) ?? 0;
            // Named to the right of its line, or to the left where the name would leave the plot (11 px text, ~6.5 px a letter).
            const toLeft = left + 3 + marker.label.length * 6.5 > innerWidth;
            return (
              <g key={`${marker.index}-${marker.label}`}>
                <line x1={left} x2={left} y1={-(i % 3) * MARKER_ROW - 4} y2={innerHeight} stroke={MARKER_COLOR} strokeWidth={2} strokeDasharray="6 4" />
                <text
                  x={left}
                  y={-(i % 3) * MARKER_ROW - 6}
                  fill={MARKER_COLOR}
                  fontSize={11}
                  fontFamily={theme.fonts.body}
                  textAnchor={toLeft ? 'end' : 'start'}
                  dx={toLeft ? -3 : 3}
                >
                  {marker.label}
                </text>
              </g>
            );
          })}
        </>
      );
      break;
    }
  }

  const ticks = ticksOf(y, integer);
  return (
    <Box ref={box} $height={height} data-chart={width > 0 ? 'ready' : 'measuring'}>
      {width > 0 && (
        <svg width={width} height={height} focusable="false">
          <Group left={margin.left} top={margin.top}>
            {ticks.map((tick) => (
              <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={theme.colors.border} />
            ))}
            {content}
            <AxisLeft scale={y} tickValues={ticks} tickFormat={(value) => format(Number(value))} hideAxisLine hideTicks tickLabelProps={{ ...axisText, dx: -4 }} />
            {rightAxis}
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={[...shown]}
              tickFormat={(i) => spec.labels[Number(i)] ?? ''}
              stroke={theme.colors.muted}
              tickStroke={theme.colors.muted}
              tickLabelProps={axisText}
            />
          </Group>
        </svg>
      )}
    </Box>
  );
}
