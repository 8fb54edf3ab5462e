import { Fragment, useId } from 'react';
import styled, { useTheme } from 'styled-components';

/*
 * Small SVG charts drawn with the theme's colours. Each is one image with a name that says what it
 * shows (role="img" and aria-label), since its shapes cannot be read out one by one.
 */

const axisFontSize = 11;

/** A round upper bound for an axis and the step between its four gridlines. */
function niceScale(max: number, steps = 4) {
  const rough = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough;
  return { max: step * steps, ticks: Array.from({ length: steps + 1 }, (_, index) => index * step) };
}

/** A bar with rounded top corners, standing on its baseline. */
function topRoundedBar(x: number, y: number, width: number, height: number, radius: number) {
  const r = Math.min(radius, width / 2, height);
  const bottom = y + height;
  return [
    `M${x},${bottom}`,
    `V${y + r}`,
    `Q${x},${y} ${x + r},${y}`,
    `H${x + width - r}`,
    `Q${x + width},${y} ${x + width},${y + r}`,
    `V${bottom}`,
    'Z',
  ].join(' ');
}

/** The cubic Bézier path through the points (Catmull-Rom), so lines curve gently through the months. */
function smoothPath(points: { x: number; y: number }[]) {
  if (points.length === 0) return '';
  const [first] = points;
  let path = `M${first?.x},${first?.y}`;
  for (let index = 0; index < points.length - 1; index += 1) {
    const p0 = points[index - 1] ?? points[index];
    const p1 = points[index];
    const p2 = points[index + 1];
    const p3 = points[index + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    path += ` C${c1.x},${c1.y} ${c2.x},${c2.y} ${p2.x},${p2.y}`;
  }
  return path;
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
  font-variant-numeric: tabular-nums;
`;

type CalloutProps = { x: number; y: number; text: string };

/** A dark label with a pointer, above a highlighted value. */
function Callout({ x, y, text }: CalloutProps) {
  const theme = useTheme();
  const width = text.length * 7 + 16;
  const height = 22;
  return (
    <g>
      <rect
        x={x - width / 2}
        y={y - height - 6}
        width={width}
        height={height}
        rx={6}
        fill={theme.color.surface.inverse}
      />
      <path d={`M${x - 5},${y - 6.5} L${x},${y - 1} L${x + 5},${y - 6.5} Z`} fill={theme.color.surface.inverse} />
      <text
        x={x}
        y={y - 6 - height / 2 + 4}
        textAnchor="middle"
        fontSize={axisFontSize + 1}
        fontWeight={600}
        fill={theme.color.text.onBrand}
      >
        {text}
      </text>
    </g>
  );
}

type GridProps = {
  ticks: number[];
  max: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  formatTick: (value: number) => string;
};

function Grid({ ticks, max, left, right, top, bottom, formatTick }: GridProps) {
  const theme = useTheme();
  const plotHeight = bottom - top;
  return (
    <g>
      {ticks.map((tick) => {
        const y = bottom - (tick / max) * plotHeight;
        return (
          <Fragment key={tick}>
            <line
              x1={left}
              x2={right}
              y1={y}
              y2={y}
              stroke={tick === 0 ? theme.color.border.strong : theme.color.border.subtle}
              strokeDasharray={tick === 0 ? undefined : '3 4'}
            />
            <text x={left - 10} y={y + 4} textAnchor="end" fontSize={axisFontSize} fill={theme.color.text.secondary}>
              {formatTick(tick)}
            </text>
          </Fragment>
        );
      })}
    </g>
  );
}

export type BarDatum = {
  label: string;
  value: number;
  /** The same period a year earlier, drawn as a paler bar beside it. */
  previous?: number;
};

export type BarChartProps = {
  data: BarDatum[];
  /** What the chart shows, in words, with the figures that matter. */
  label: string;
  width: number;
  height: number;
  formatTick: (value: number) => string;
  /** The bar given a callout with its value. */
  highlight?: number;
  formatValue?: (value: number) => string;
};

/** Monthly or yearly amounts as columns, optionally beside the year before. */
export function BarChart({
  data,
  label,
  width,
  height,
  formatTick,
  highlight,
  formatValue = formatTick,
}: BarChartProps) {
  const theme = useTheme();
  const left = 48;
  const right = width - 16;
  const top = 30;
  const bottom = height - 26;
  const { max, ticks } = niceScale(Math.max(...data.flatMap((datum) => [datum.value, datum.previous ?? 0])));
  const slot = (right - left) / data.length;
  const paired = data.some((datum) => datum.previous !== undefined);
  const barWidth = paired ? Math.min(slot * 0.3, 22) : Math.min(slot * 0.5, 40);
  const scale = (value: number) => (value / max) * (bottom - top);

  return (
    <Svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <Grid ticks={ticks} max={max} left={left} right={right} top={top} bottom={bottom} formatTick={formatTick} />
      {data.map((datum, index) => {
        const centre = left + slot * (index + 0.5);
        const currentX = paired ? centre + 1.5 : centre - barWidth / 2;
        const isHighlight = index === highlight;
        return (
          <g key={`${datum.label}-${index}`}>
            {datum.previous !== undefined && (
              <path
                d={topRoundedBar(
                  centre - barWidth - 1.5,
                  bottom - scale(datum.previous),
                  barWidth,
                  scale(datum.previous),
                  4,
                )}
                fill={theme.color.border.strong}
              />
            )}
            <path
              d={topRoundedBar(currentX, bottom - scale(datum.value), barWidth, scale(datum.value), 4)}
              fill={isHighlight ? theme.color.brand.primaryActive : theme.color.brand.primary}
            />
            <text
              x={centre}
              y={height - 6}
              textAnchor="middle"
              fontSize={axisFontSize}
              fontWeight={isHighlight ? 700 : 400}
              fill={isHighlight ? theme.color.text.primary : theme.color.text.secondary}
            >
              {datum.label}
            </text>
          </g>
        );
      })}
      {highlight !== undefined &&
        data[highlight] &&
        (() => {
          const datum = data[highlight];
          const centre = left + slot * (highlight + 0.5);
          const x = paired ? centre + 1.5 + barWidth / 2 : centre;
          return <Callout x={x} y={bottom - scale(datum.value) - 2} text={formatValue(datum.value)} />;
        })()}
    </Svg>
  );
}

export type LineSeries = {
  name: string;
  /** One value per label; `null` where the period has not happened yet. */
  values: (number | null)[];
  color: string;
  /** Fill under the line and mark its points. @default false */
  emphasis?: boolean;
};

export type LineChartProps = {
  labels: string[];
  series: LineSeries[];
  label: string;
  width: number;
  height: number;
  formatTick: (value: number) => string;
  formatValue?: (value: number) => string;
};

/** Amounts over the months of a year, one line per year. */
export function LineChart({
  labels,
  series,
  label,
  width,
  height,
  formatTick,
  formatValue = formatTick,
}: LineChartProps) {
  const theme = useTheme();
  const gradientId = `line-area-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const left = 48;
  const right = width - 12;
  const top = 34;
  const bottom = height - 26;
  const { max, ticks } = niceScale(Math.max(...series.flatMap((line) => line.values.map((value) => value ?? 0))));
  const step = (right - left) / (labels.length - 1);
  const pointsOf = (line: LineSeries) =>
    line.values.flatMap((value, index) =>
      value === null ? [] : [{ x: left + step * index, y: bottom - (value / max) * (bottom - top), value }],
    );

  return (
    <Svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <defs>
        {series
          .filter((line) => line.emphasis)
          .map((line) => (
            <linearGradient key={line.name} id={`${gradientId}-${line.name}`} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor={line.color} stopOpacity={0.22} />
              <stop offset="100%" stopColor={line.color} stopOpacity={0} />
            </linearGradient>
          ))}
      </defs>
      <Grid ticks={ticks} max={max} left={left} right={right} top={top} bottom={bottom} formatTick={formatTick} />
      {labels.map((month, index) => (
        <text
          key={month}
          x={left + step * index}
          y={height - 6}
          textAnchor="middle"
          fontSize={axisFontSize}
          fill={theme.color.text.secondary}
        >
          {month}
        </text>
      ))}
      {series.map((line) => {
        const points = pointsOf(line);
        const last = points[points.length - 1];
        const first = points[0];
        const path = smoothPath(points);
        return (
          <g key={line.name}>
            {line.emphasis && first && last && (
              <path
                d={`${path} L${last.x},${bottom} L${first.x},${bottom} Z`}
                fill={`url(#${gradientId}-${line.name})`}
              />
            )}
            <path
              d={path}
              fill="none"
              stroke={line.color}
              strokeWidth={line.emphasis ? 3 : 2}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            {line.emphasis &&
              points.map((point) => (
                <circle
                  key={point.x}
                  cx={point.x}
                  cy={point.y}
                  r={point === last ? 5 : 3.5}
                  fill={theme.color.surface.raised}
                  stroke={line.color}
                  strokeWidth={2.5}
                />
              ))}
            {line.emphasis && last && <Callout x={last.x} y={last.y - 6} text={formatValue(last.value)} />}
          </g>
        );
      })}
    </Svg>
  );
}

export type DonutSegment = { label: string; value: number; color: string };

export type DonutChartProps = {
  segments: DonutSegment[];
  label: string;
  size: number;
  /** The big figure in the middle. */
  centreValue: string;
  /** The words under it. */
  centreLabel: string;
};

/** Parts of a whole as a ring, with the total in the middle. */
export function DonutChart({ segments, label, size, centreValue, centreLabel }: DonutChartProps) {
  const theme = useTheme();
  const thickness = size * 0.13;
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  const gap = 3;
  const lengths = segments.map((segment) => (segment.value / total) * circumference);
  const offsets = lengths.map((_, index) => lengths.slice(0, index).reduce((sum, length) => sum + length, 0));

  return (
    <Svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} style={{ width: size }}>
      <g transform={`rotate(-90 ${size / 2} ${size / 2})`}>
        {segments.map((segment, index) => {
          const dash = Math.max((lengths[index] ?? 0) - gap, 0.5);
          return (
            <circle
              key={segment.label}
              cx={size / 2}
              cy={size / 2}
              r={radius}
              fill="none"
              stroke={segment.color}
              strokeWidth={thickness}
              strokeDasharray={`${dash} ${circumference - dash}`}
              strokeDashoffset={-(offsets[index] ?? 0)}
            />
          );
        })}
      </g>
      <text
        x={size / 2}
        y={size / 2 + 2}
        textAnchor="middle"
        fontSize={size * 0.17}
        fontWeight={700}
        fill={theme.color.text.primary}
      >
        {centreValue}
      </text>
      <text
        x={size / 2}
        y={size / 2 + size * 0.14}
        textAnchor="middle"
        fontSize={axisFontSize + 1}
        fill={theme.color.text.secondary}
      >
        {centreLabel}
      </text>
    </Svg>
  );
}

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[400]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[200]};
  }
`;

const Swatch = styled.span`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
`;

/** The key to a chart's colours. */
export function Legend({ items }: { items: { label: string; color: string }[] }) {
  return (
    <LegendList>
      {items.map((item) => (
        <li key={item.label}>
          <Swatch aria-hidden="true" style={{ background: item.color }} />
          {item.label}
        </li>
      ))}
    </LegendList>
  );
}
