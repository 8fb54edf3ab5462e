import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';

import { Card } from '@/components/Card';
import { ClampedText, DataTable, type DataTableColumn } from '@/components/DataTable';
import { Spinner } from '@/components/Spinner';
import { useElementWidth } from '@/components/useElementWidth';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import type { Referrer } from '@shared/contract';
import { BreakableEmail } from '../common/BreakableText';
import { InlineCounts } from '../common/InlineCounts';
import { BlockHeader, BlockHeading } from '../common/layout';
import { LoadFailure } from '../common/LoadFailure';
import { RowCell } from '../common/rowCells';
import { PlaceInLine, ReferralCount } from './PlaceInLine';
import { ReferrerFlags } from './ReferrerFlags';
import { referrersQuery } from './referrersQuery';

const Note = styled.p`
  margin-top: -${({ theme }) => theme.space[200]};
  margin-bottom: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

/** Where the leaderboard will be, or the words that there is none yet: a few rows tall, so the page does not jump. */
const Waiting = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 120px;
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

/** The rank and the member's name (or address) on one line, the rank in a quiet disc before it. */
const MemberLine = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Rank = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  height: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[100]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.status.neutral.bg};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  font-variant-numeric: tabular-nums;
`;

/** What follows the name, in line with it past the rank's disc. */
const Details = styled(RowCell)`
  padding-left: calc(1.5rem + ${({ theme }) => theme.space[200]});
`;

const Address = styled(ClampedText)`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
`;

/** The members as cards, for a phone: the member, then their figures on a line or two. */
const CardList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MemberCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[300]} 0`};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};

  &:first-child {
    padding-top: 0;
    border-top: 0;
  }
`;

const Figures = styled(InlineCounts)`
  padding-left: calc(1.5rem + ${({ theme }) => theme.space[200]});
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

type RankedReferrer = Referrer & { rank: number };

/** The member: their rank, name (or address, when they gave no name), address and any flags. */
function Member({ referrer }: { referrer: RankedReferrer }) {
  const name = referrer.name?.trim() || null;
  return (
    <RowCell>
      <MemberLine>
        <Rank>
          <VisuallyHidden>Rank </VisuallyHidden>
          {referrer.rank}
        </Rank>
        <ClampedText lines={2} title={name ?? referrer.email}>
          {name ?? <BreakableEmail email={referrer.email} />}
        </ClampedText>
      </MemberLine>
      {(name || referrer.flags.length > 0) && (
        <Details>
          {name && (
            <Address lines={2} title={referrer.email}>
              <BreakableEmail email={referrer.email} />
            </Address>
          )}
          <ReferrerFlags flags={referrer.flags} />
        </Details>
      )}
    </RowCell>
  );
}

const columns: DataTableColumn<RankedReferrer>[] = [
  { key: 'member', header: 'Member', render: (referrer) => <Member referrer={referrer} /> },
  {
    key: 'referrals',
    header: 'Referrals',
    width: '6.5rem',
    align: 'end',
    render: (referrer) => <ReferralCount count={referrer.referrals} />,
  },
  {
    key: 'awaitingConfirmation',
    header: 'Awaiting confirmation',
    width: '8.5rem',
    align: 'end',
    render: (referrer) => <ReferralCount count={referrer.awaitingConfirmation} />,
  },
  {
    key: 'position',
    header: 'Place',
    width: '5.5rem',
    align: 'end',
    render: (referrer) => <PlaceInLine position={referrer.position} />,
  },
];

/** The leaderboard where a table has no room: a card per member, the figures labelled under them. */
function ReferrerCards({ referrers, label }: { referrers: RankedReferrer[]; label: string }) {
  return (
    <CardList aria-label={label}>
      {referrers.map((referrer) => (
        <MemberCard key={referrer.id}>
          <Member referrer={referrer} />
          <Figures>
            {columns.slice(1).map((column) => (
              <div key={column.key}>
                <dt>{column.header}</dt>
                <dd>{column.render?.(referrer)}</dd>
              </div>
            ))}
          </Figures>
        </MemberCard>
      ))}
    </CardList>
  );
}

/** What names the leaderboard (the table, or the list of cards): not the card's heading, which names its region. */
export const REFERRERS_CAPTION = 'Members by referrals';

/** Below this width (the leaderboard's own) it is a card per member, the member's figures under them. */
const CARDS_BELOW_WIDTH = 560;

/**
 * The Waitlist Dashboard's Top referrers (issue 43): the members whose share link brought the most
 * sign-ups that confirmed their address, in order, each with the referrals still awaiting their
 * newcomer's confirmation and their place in line (a dash once invited, joined or removed), and flags
 * ("Same mailbox", "One domain") where the referrals call for a look before the member is invited ahead
 * of others. Says so when nobody has referred anyone yet. It needs a QueryClientProvider above it (the
 * admin shell's).
 */
export function TopReferrersCard() {
  const headingId = useId();
  const leaderboard = useQuery(referrersQuery());
  // Until the width is known (the first render) it is the table.
  const [measure, asCards] = useElementWidth<HTMLDivElement, boolean>(
    (width) => width !== null && width < CARDS_BELOW_WIDTH,
  );

  const body = () => {
    if (leaderboard.isError && !leaderboard.data) {
      return (
        <LoadFailure retrying={leaderboard.isFetching} onRetry={() => void leaderboard.refetch()}>
          The top referrers could not be loaded.
        </LoadFailure>
      );
    }
    if (!leaderboard.data) {
      return (
        <Waiting>
          <Spinner label="Loading the top referrers" />
        </Waiting>
      );
    }
    const { referrers } = leaderboard.data;
    if (referrers.length === 0) {
      return (
        <Waiting>
          <p>No referrals yet: members share their link from their welcome e-mail and status page.</p>
        </Waiting>
      );
    }
    const ranked = referrers.map((referrer, index) => ({ ...referrer, rank: index + 1 }));
    return (
      <div ref={measure}>
        {asCards ? (
          <ReferrerCards referrers={ranked} label={REFERRERS_CAPTION} />
        ) : (
          <DataTable
            columns={columns}
            rows={ranked}
            getRowId={(referrer) => referrer.id}
            caption={REFERRERS_CAPTION}
            hideCaption
            cardsBelowWidth={null}
          />
        )}
      </div>
    );
  };

  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={leaderboard.isFetching || undefined}>
      <BlockHeader>
        <BlockHeading id={headingId}>Top referrers</BlockHeading>
      </BlockHeader>
      <Note>
        Referrals count once the newcomer confirms their address; each moves the member up in line. A flag asks for a
        look before they are invited ahead of others.
      </Note>
      {body()}
    </Card>
  );
}
