import styled, { type DefaultTheme, useTheme } from 'styled-components';

import { ClampedText, DataTable, type DataTableColumn } from '@/components/DataTable';
import { useElementWidth } from '@/components/useElementWidth';
import type { SignupChart as SignupChartData } from '@shared/contract/launch';
import { OTHER_KEY } from '@shared/contract/constants';
import { formatCount } from '../common/resultCount';
import {
  alignedTicks,
  axisTicks,
  dayLabels,
  formatAxisCount,
  formatChartDay,
  keyLabel,
  type SignupChartDay,
  signupNoun,
  splitInWords,
  splitOf,
  stackOf,
} from './signupChartScale';

/*
 * The sign-ups chart itself, a chunk of its own (SignupChartCard loads it beside the chart's data):
 * bars of sign-ups per day, stacked by key when split, and a line of the list's size, drawn as plain SVG
 * at the width the card has, so text keeps its size and nothing scrolls sideways; or the same numbers
 * as a table.
 */

/** Below this width (CSS pixels of the chart's own box) the chart is shorter and its labels sparser. */
const NARROW_WIDTH = 480;
const chartHeight = (width: number | null) => (width !== null && width < NARROW_WIDTH ? 200 : 240);
/**
 * An axis label's width per character at the 12 px axis font (digits and separators; a little more than
 * a date's letters take: "Nov 24" is about 40 px, estimated 43), and its gap.
 */
const LABEL_CHAR_WIDTH = 7.2;
const AXIS_GAP = 6;
/** The least room between two date labels. */
const DATE_LABEL_GAP = 8;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

/** Holds the SVG at the card's width; its height is the chart's own. */
const Plot = styled.div<{ $height: number }>`
  width: 100%;
  min-height: ${({ $height }) => `${$height}px`};

  svg {
    display: block;
    overflow: visible;
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[400]}`};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const LegendItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

const Swatch = styled.span<{ $color: string; $line?: boolean }>`
  flex: none;
  width: ${({ $line }) => ($line ? '1rem' : '0.75rem')};
  height: ${({ $line }) => ($line ? '2px' : '0.75rem')};
  border-radius: ${({ $line, theme }) => ($line ? theme.radius.pill : '2px')};
  background: ${({ $color }) => $color};
`;

/** A day's split under its date in the table, where there is no room for a column per key. */
const SplitLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

/** One key and its count: a name too long for the line ends in an ellipsis, the count always shows. */
const SplitPart = styled.span`
  display: flex;
  gap: 0.25em;
  min-width: 0;
  max-width: 100%;
`;

const SplitCount = styled.span`
  flex: none;
`;

/** The colours of the named keys, largest first: theme colours far enough apart to tell side by side. */
const keyColors = (theme: DefaultTheme) => [
  theme.color.dataViz.series1,
  theme.color.dataViz.series2,
  theme.color.status.warning.fg,
  theme.color.status.info.fg,
  theme.color.status.error.fg,
];

/** Each key's colour: the named keys in order, Other a neutral grey, an unsplit bar the brand colour. */
function colorsOf(keys: readonly string[], theme: DefaultTheme): Map<string, string> {
  const palette = keyColors(theme);
  const named = keys.filter((key) => key !== OTHER_KEY);
  return new Map([
    ...named.map((key, index) => [key, palette[index % palette.length]!] as const),
    [OTHER_KEY, theme.color.border.control],
  ]);
}

/** A day as a mouse pointer's tooltip reads it: "Mon, Mar 2, 2026: 86 sign-ups (launch 40, …), 4,310 on the list". */
function dayTooltip(day: SignupChartDay, keys: readonly string[]) {
  const split = splitInWords(day, keys);
  return (
    `${formatChartDay(day.date, 'long')}: ${formatCount(day.total, signupNoun)}${split ? ` (${split})` : ''}, ` +
    `${day.runningTotal.toLocaleString('en-US')} on the list`
  );
}

const labelWidth = (ticks: readonly number[]) =>
  Math.max(...ticks.map((tick) => formatAxisCount(tick).length)) * LABEL_CHAR_WIDTH + AXIS_GAP;

type ChartProps = { chart: SignupChartData; summary: string };

/** The bars and the line in `width` pixels; see the module comment. */
function ChartDrawing({ chart, summary, width }: ChartProps & { width: number }) {
  const theme = useTheme();
  const narrow = width < NARROW_WIDTH;
  const height = chartHeight(width);
  const barTicks = axisTicks(Math.max(...chart.days.map((day) => day.total)), narrow ? 3 : 4);
  const intervals = barTicks.length - 1;
  const listTicks = alignedTicks(Math.max(...chart.days.map((day) => day.runningTotal)), intervals);
  // The dates' row (from 28 px up) stays clear of the counts' bottom labels, which stand on the axis line.
  const margin = { top: 8, right: labelWidth(listTicks), bottom: 28, left: labelWidth(barTicks) };
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const band = plotWidth / chart.days.length;
  const barWidth = Math.max(1, Math.min(24, band * 0.72));
  const barTop = barTicks.at(-1)!;
  const listTop = listTicks.at(-1)!;
  const yBar = (count: number) => margin.top + plotHeight - (count / barTop) * plotHeight;
  const yList = (count: number) => margin.top + plotHeight - (count / listTop) * plotHeight;
  const center = (index: number) => margin.left + band * (index + 0.5);
  const colors = colorsOf(chart.keys, theme);
  const dateLabels = dayLabels({
    centers: chart.days.map((_, index) => center(index)),
    widths: chart.days.map((day) => formatChartDay(day.date).length * LABEL_CHAR_WIDTH),
    bounds: [0, width],
    gap: DATE_LABEL_GAP,
  });
  const line = chart.days
    .map((day, index) => `${index === 0 ? 'M' : 'L'}${center(index).toFixed(1)},${yList(day.runningTotal).toFixed(1)}`)
    .join(' ');
  const text = theme.color.text.secondary;

  return (
    <svg width={width} height={height} role="img" aria-label={`${summary}.`}>
      <g>
        {barTicks.map((tick, index) => (
          <g key={tick}>
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={yBar(tick)}
              y2={yBar(tick)}
              stroke={index === 0 ? theme.color.border.control : theme.color.border.subtle}
            />
            <text x={margin.left - AXIS_GAP} y={yBar(tick)} dy="0.32em" textAnchor="end" fill={text}>
              {formatAxisCount(tick)}
            </text>
            <text x={width - margin.right + AXIS_GAP} y={yBar(tick)} dy="0.32em" fill={text}>
              {formatAxisCount(listTicks[index]!)}
            </text>
          </g>
        ))}
      </g>
      {chart.days.map((day, index) => {
        const x = center(index) - barWidth / 2;
        const segments = chart.by
          ? stackOf(day, chart.keys)
          : day.total > 0
            ? [{ key: '', from: 0, to: day.total }]
            : [];
        return (
          <g key={day.date}>
            <title>{dayTooltip(day, chart.keys)}</title>
            {/* The whole day's column answers the pointer, not only its bar. */}
            <rect x={margin.left + band * index} y={margin.top} width={band} height={plotHeight} fill="transparent" />
            {segments.map((segment) => (
              <rect
                key={segment.key}
                x={x}
                width={barWidth}
                y={yBar(segment.to)}
                height={Math.max(0, yBar(segment.from) - yBar(segment.to))}
                fill={colors.get(segment.key) ?? theme.color.brand.primary}
                // A hairline of the card's colour between stacked segments tells neighbouring colours apart.
                stroke={chart.by && band >= 4 ? theme.color.surface.raised : 'none'}
                strokeWidth={0.5}
              />
            ))}
          </g>
        );
      })}
      <path d={line} fill="none" stroke={theme.color.surface.raised} strokeWidth={5} strokeLinejoin="round" />
      <path d={line} fill="none" stroke={theme.color.text.primary} strokeWidth={2} strokeLinejoin="round" />
      {dateLabels.map(({ index, anchor }) => (
        <text key={chart.days[index]!.date} x={center(index)} y={height - 6} textAnchor={anchor} fill={text}>
          {formatChartDay(chart.days[index]!.date)}
        </text>
      ))}
    </svg>
  );
}

/** What the bars and the line stand for, in words beside their colours. */
function ChartLegend({ chart }: { chart: SignupChartData }) {
  const theme = useTheme();
  const colors = colorsOf(chart.keys, theme);
  const bars = chart.by
    ? chart.keys.map((key) => ({ key, label: keyLabel(key), color: colors.get(key)! }))
    : [{ key: 'total', label: 'Sign-ups per day (left axis)', color: theme.color.brand.primary }];
  return (
    <Legend aria-label="Legend">
      {bars.map(({ key, label, color }) => (
        <LegendItem key={key}>
          <Swatch $color={color} aria-hidden="true" />
          {/* A campaign's name may be long: two lines at most, a word too long ending in an ellipsis. */}
          <ClampedText lines={2}>{label}</ClampedText>
        </LegendItem>
      ))}
      <LegendItem>
        <Swatch $color={theme.color.text.primary} $line aria-hidden="true" />
        On the list (right axis)
      </LegendItem>
    </Legend>
  );
}

/** A day's split as "launch 40, Direct 12", each name cut alone where it is too long; a dash for none. */
function DaySplit({ day, keys }: { day: SignupChartDay; keys: readonly string[] }) {
  const parts = splitOf(day, keys);
  return (
    <SplitLine>
      {parts.length === 0
        ? '–'
        : parts.map(({ key, label, count }, index) => (
            <SplitPart key={key}>
              <ClampedText>{label}</ClampedText>
              <SplitCount>
                {count}
                {index < parts.length - 1 && ','}
              </SplitCount>
            </SplitPart>
          ))}
    </SplitLine>
  );
}

/** Room, in CSS pixels, for one column per key beside the day, its total and the list's size. */
const roomForKeyColumns = (keys: number) => 300 + keys * 96;

/**
 * The chart's numbers as a table, newest day first. Split, each key has a column where there is room
 * for them all; on a phone the day's split is written under its date instead, so the table still fits
 * (long campaign names wrap in the widest column rather than in a sliver of their own).
 */
function ChartTable({ chart, width }: { chart: SignupChartData; width: number | null }) {
  const keyColumns = chart.by !== null && width !== null && width >= roomForKeyColumns(chart.keys.length);
  const splitUnderDate = chart.by !== null && !keyColumns;
  const count = (value: number) => value.toLocaleString('en-US');
  const columns: DataTableColumn<SignupChartDay>[] = [
    {
      key: 'date',
      header: splitUnderDate ? `Day (by ${chart.by})` : 'Day',
      render: (day) =>
        splitUnderDate ? (
          <>
            {formatChartDay(day.date, 'long')}
            <DaySplit day={day} keys={chart.keys} />
          </>
        ) : (
          formatChartDay(day.date, 'long')
        ),
    },
    { key: 'total', header: 'Sign-ups', width: '5rem', align: 'end', render: (day) => count(day.total) },
    ...(keyColumns
      ? chart.keys.map<DataTableColumn<SignupChartDay>>((key) => ({
          key: `key-${key}`,
          header: <ClampedText lines={2}>{keyLabel(key)}</ClampedText>,
          align: 'end',
          render: (day) => count(day.byKey[key] ?? 0),
        }))
      : []),
    {
      key: 'runningTotal',
      header: 'On the list',
      width: '6rem',
      align: 'end',
      render: (day) => count(day.runningTotal),
    },
  ];
  return (
    <DataTable
      caption={`Sign-ups per day, last ${chart.days.length} days, newest first`}
      hideCaption
      columns={columns}
      rows={chart.days.toReversed()}
      getRowId={(day) => day.date}
      cardsBelowWidth={null}
    />
  );
}

export type SignupChartProps = ChartProps & {
  /** The numbers as a table instead of the drawing. */
  asTable: boolean;
};

/** The sign-ups chart or its table; see the module comment. */
export function SignupChart({ chart, summary, asTable }: SignupChartProps) {
  const [measure, width] = useElementWidth<HTMLDivElement>();
  if (asTable) {
    return (
      <div ref={measure}>
        <ChartTable chart={chart} width={width} />
      </div>
    );
  }
  return (
    <Figure>
      <Plot ref={measure} $height={chartHeight(width)}>
        {width !== null && <ChartDrawing chart={chart} summary={summary} width={width} />}
      </Plot>
      <ChartLegend chart={chart} />
    </Figure>
  );
}
