import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { DataTable, type DataTableColumn } from '@/components/DataTable';
import { Spinner } from '@/components/Spinner';
import { useElementWidth } from '@/components/useElementWidth';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { type FunnelRange, funnelRanges, type FunnelSteps } from '@shared/contract';
import { media } from '@/theme';
import { BlockHeader, BlockHeading } from '../common/layout';
import { LoadFailure } from '../common/LoadFailure';
import { funnelQuery } from './funnelQuery';
import {
  formatRate,
  funnelSummary,
  type RatedStep,
  rateBaseWords,
  rateOf,
  sourceLabel,
  stepLabels,
} from './funnelRates';
import { dayZoneNote } from './signupChartScale';

const Controls = styled.div`
  display: flex;
  flex: 1 1 auto;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[100]};

  ${media.down('sm')} {
    justify-content: flex-start;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

const Summary = styled.p`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  overflow-wrap: anywhere;
`;

/** Where the table will be: as tall as a few rows of it, so the page does not jump when they arrive. */
const Waiting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 160px;
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

/** A step's heading: its name, and under it what its rate is a share of. */
const Heading = styled.span`
  display: inline-flex;
  flex-direction: column;
`;

/** A step's cell: its count, and under it its rate. */
const Step = styled.span`
  display: inline-flex;
  flex-direction: column;
  font-variant-numeric: tabular-nums;
`;

const Rate = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
`;

/** The cards on a phone: a source each, its steps one per line (step, count, rate). */
const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SourceCard = styled.li<{ $total: boolean }>`
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $total }) => ($total ? theme.color.surface.highlight : theme.color.surface.raised)};
`;

const SourceName = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[200]};
  font-size: ${({ theme }) => theme.typography.fontSize[300]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const StepList = styled.dl`
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }

  dd {
    margin: 0;
  }

  dd:nth-of-type(odd) {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** A row of the table: a source, or every source added up (`total`). */
type FunnelRow = { id: string; label: string; steps: FunnelSteps; total: boolean };

/** Below this width (the card's own, in CSS pixels) the table becomes a card per source. */
const CARDS_BELOW_WIDTH = 720;

const steps = ['visits', 'signups', 'confirmed', 'invited', 'joined'] as const;

const TOTAL_ROW = 'all sources';

const count = (value: number) => value.toLocaleString('en-US');

/** A step's column: the count, and for every step after the visits its rate (named to screen readers). */
function stepColumn(step: keyof FunnelSteps): DataTableColumn<FunnelRow> {
  const rated = step === 'visits' ? null : (step as RatedStep);
  return {
    key: step,
    header: rated ? (
      <Heading>
        {stepLabels[step]}
        <Rate>% {rateBaseWords(rated)}</Rate>
      </Heading>
    ) : (
      stepLabels[step]
    ),
    align: 'end',
    render: ({ steps }) =>
      rated ? (
        <Step>
          {count(steps[step])}
          <Rate>
            {formatRate(rateOf(steps, rated))}
            <VisuallyHidden> {rateBaseWords(rated)}</VisuallyHidden>
          </Rate>
        </Step>
      ) : (
        count(steps[step])
      ),
  };
}

const columns: DataTableColumn<FunnelRow>[] = [
  { key: 'source', header: 'Source', render: (row) => row.label },
  ...steps.map(stepColumn),
];

/** The rows as cards, for a phone: each step on a line of its own with its count and rate. */
function FunnelCards({ rows, label }: { rows: FunnelRow[]; label: string }) {
  return (
    <CardList aria-label={label}>
      {rows.map((row) => (
        <SourceCard key={row.id} $total={row.total}>
          <SourceName>{row.label}</SourceName>
          <StepList>
            {steps.map((step) => (
              <div key={step} style={{ display: 'contents' }}>
                <dt>{stepLabels[step]}</dt>
                <dd>{count(row.steps[step])}</dd>
                <dd>
                  {step === 'visits' ? null : (
                    <Rate>
                      {formatRate(rateOf(row.steps, step))} {rateBaseWords(step)}
                    </Rate>
                  )}
                </dd>
              </div>
            ))}
          </StepList>
        </SourceCard>
      ))}
    </CardList>
  );
}

/**
 * The Waitlist Dashboard's funnel: per source, over the last 7, 30 or 90 days, the visits of the public
 * pages (counted by the server, no cookie), the sign-ups made and how many of those confirmed, were
 * invited and joined, each with its rate; share links (Referral) are a source of their own, and the
 * last row adds all sources up. A table where there is room, a card per source on phones. The days are the
 * server's calendar days in its stats time zone, named when it is not the browser's. It needs a
 * QueryClientProvider above it (the admin shell's).
 */
export function FunnelCard() {
  const headingId = useId();
  const [days, setDays] = useState<FunnelRange>(30);
  const funnel = useQuery({ ...funnelQuery(days), placeholderData: keepPreviousData });
  // Until the width is known (the first render) it is the table.
  const [measure, asCards] = useElementWidth<HTMLDivElement, boolean>(
    (width) => width !== null && width < CARDS_BELOW_WIDTH,
  );

  const body = () => {
    if (funnel.isError && !funnel.data) {
      return (
        <LoadFailure retrying={funnel.isFetching} onRetry={() => void funnel.refetch()}>
          The funnel could not be loaded.
        </LoadFailure>
      );
    }
    if (!funnel.data) {
      return (
        <Waiting>
          <Spinner label="Loading the funnel" />
        </Waiting>
      );
    }
    const { sources, total, timeZone } = funnel.data;
    if (sources.length === 0) {
      return (
        <Waiting>
          <p>No visits or sign-ups in the last {days} days.</p>
        </Waiting>
      );
    }
    const rows: FunnelRow[] = [
      ...sources.map(({ source, ...steps }) => ({ id: source, label: sourceLabel(source), steps, total: false })),
      { id: TOTAL_ROW, label: 'All sources', steps: total, total: true },
    ];
    const zoneNote = dayZoneNote(timeZone);
    const caption = `Funnel by source, last ${days} days`;
    return (
      <Body>
        <Summary>{funnelSummary(funnel.data)}</Summary>
        <div ref={measure}>
          {asCards ? (
            <FunnelCards rows={rows} label={caption} />
          ) : (
            <DataTable
              caption={caption}
              hideCaption
              columns={columns}
              rows={rows}
              getRowId={(row) => row.id}
              rowEmphasis={(row) => row.total}
              cardsBelowWidth={null}
            />
          )}
        </div>
        <Note>
          Visits are views of the public pages by people’s browsers, counted by the server without cookies (bots and
          prefetches left out). Sign-ups are those made in the period; confirmed, invited and joined count what those
          sign-ups have done since. Referral is sign-ups and visits through members’ share links.
          {zoneNote && ` ${zoneNote}`}
        </Note>
      </Body>
    );
  };

  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={funnel.isFetching || undefined}>
      <BlockHeader>
        <BlockHeading id={headingId}>Funnel</BlockHeading>
        <Controls role="group" aria-label="Days shown">
          {funnelRanges.map((range) => (
            <Button
              key={range}
              size="sm"
              variant={range === days ? 'primary' : 'secondary'}
              aria-pressed={range === days}
              onClick={() => setDays(range)}
            >
              {range} days
            </Button>
          ))}
        </Controls>
      </BlockHeader>
      {body()}
    </Card>
  );
}
