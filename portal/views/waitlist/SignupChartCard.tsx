import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { loadOnDemand } from '@/components/loadOnDemand';
import { Select } from '@/components/Select';
import { Spinner } from '@/components/Spinner';
import {
  type SignupChartGrouping,
  signupChartGroupings,
  type SignupChartRange,
  signupChartRanges,
} from '@shared/contract/constants';
import { media } from '@/theme';
import { BlockHeader, BlockHeading } from '../common/layout';
import { LoadFailure } from '../common/LoadFailure';
import { formatCount } from '../common/resultCount';
import { chartSummary, chartTotals, dayZoneNote, signupNoun } from './signupChartScale';
import { signupChartQuery } from './waitlistQueries';

/**
 * The drawing and the table: a chunk of their own, asked for as the card mounts, beside the chart's
 * data, so neither waits for the other and the dashboard's first rows wait for neither.
 */
const chartCode = loadOnDemand(() => import('./SignupChart'));

/** What "Split by" offers; none draws one bar per day. */
const splitOptions = [
  { value: '', label: 'None' },
  ...signupChartGroupings.map((by) => ({ value: by, label: by === 'source' ? 'Source' : 'Campaign' })),
];

/** The window, the split and the table toggle: beside the heading on one line where they fit. */
const Controls = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[300]};

  ${media.down('sm')} {
    justify-content: flex-start;
  }
`;

const RangeGroup = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[100]};
`;

const SplitSlot = styled.div`
  flex: 0 1 10rem;
  min-width: 8rem;
`;

const Summary = styled.p`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  overflow-wrap: anywhere;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

/** Where the chart will be: as tall as it, so the page does not jump when it arrives. */
const Waiting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * The Waitlist Dashboard's sign-ups chart: sign-ups per day over the last 30 or 90 days and the list's
 * size at the end of each, optionally split by source or campaign, drawn or as a table. The days are
 * the server's calendar days in its stats time zone, named when it is not the browser's. It needs a
 * QueryClientProvider above it (the admin shell's).
 */
export function SignupChartCard() {
  const headingId = useId();
  const [days, setDays] = useState<SignupChartRange>(30);
  const [by, setBy] = useState<SignupChartGrouping | null>(null);
  const [asTable, setAsTable] = useState(false);
  const [codeFailed, setCodeFailed] = useState(false);
  const chart = useQuery({ ...signupChartQuery({ days, by: by ?? undefined }), placeholderData: keepPreviousData });
  const code = chartCode.useLoaded(!codeFailed, () => setCodeFailed(true));

  const body = () => {
    if ((chart.isError && !chart.data) || codeFailed) {
      return (
        <LoadFailure
          retrying={chart.isFetching}
          onRetry={() => {
            setCodeFailed(false);
            if (chart.isError) void chart.refetch();
          }}
        >
          The sign-ups chart could not be loaded.
        </LoadFailure>
      );
    }
    if (!chart.data) {
      return (
        <Waiting>
          <Spinner label="Loading the sign-ups chart" />
        </Waiting>
      );
    }
    const { inWindow, onList } = chartTotals(chart.data);
    const zoneNote = dayZoneNote(chart.data.timeZone);
    if (inWindow === 0) {
      return (
        <Waiting>
          <p>
            No sign-ups in the last {chart.data.days.length} days
            {onList > 0 ? `; ${formatCount(onList, signupNoun)} on the list.` : '.'}
          </p>
        </Waiting>
      );
    }
    const summary = chartSummary(chart.data);
    return (
      <Body>
        <Summary>{summary}</Summary>
        {zoneNote && <Note>{zoneNote}</Note>}
        {code ? (
          <code.SignupChart chart={chart.data} summary={summary} asTable={asTable} />
        ) : (
          <Waiting>
            <Spinner label="Loading the sign-ups chart" />
          </Waiting>
        )}
      </Body>
    );
  };

  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={chart.isFetching || undefined}>
      <BlockHeader>
        <BlockHeading id={headingId}>Sign-ups over time</BlockHeading>
        <Controls>
          <RangeGroup role="group" aria-label="Days shown">
            {signupChartRanges.map((range) => (
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
          </RangeGroup>
          <SplitSlot>
            <Select
              label="Split by"
              options={splitOptions}
              fullWidth
              value={by ?? ''}
              onChange={(event) => setBy((event.target.value || null) as SignupChartGrouping | null)}
            />
          </SplitSlot>
          <Button
            size="sm"
            variant={asTable ? 'secondary' : 'ghost'}
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          >
            Show as table
          </Button>
        </Controls>
      </BlockHeader>
      {body()}
    </Card>
  );
}
