import { ListChecks, Mails } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

import { Spinner } from '@/components/Spinner';
import type { SenderContext as Sender } from '@shared/contract';
import { formatDate, formatDateTime, machineDate } from '../common/format';
import { LoadFailure } from '../common/LoadFailure';
import { formatCount } from '../common/resultCount';
import { WaitlistStatusChip } from '../waitlist/WaitlistStatusChip';
import { StatusChip } from './StatusChip';
import { OPENED_MESSAGE_PARAM } from './useOpenedMessage';

export type SenderContextProps = {
  /** What is stored about the sender's address beyond this message; `undefined` until it is loaded. */
  sender: Sender | undefined;
  /** It is being loaded for the first time. @default false */
  loading?: boolean;
  /** Why it could not be loaded, in a sentence; `null` when it could. @default null */
  error?: string | null;
  /** Loads it again after a failure. */
  onRetry: () => void;
  /** That second try is under way. @default false */
  retrying?: boolean;
};

const messageNoun = { one: 'other message', other: 'other messages' };

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  min-width: 0;
`;

const Fact = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const Others = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  /* Under the fact's text, past its icon. */
  padding: 0 0 0 ${({ theme }) => theme.space[600]};
  list-style: none;
`;

const Other = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  min-width: 0;

  a {
    flex: 0 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** A message's status and day, kept together: on a narrow screen they go under its subject as one. */
const Meta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  white-space: nowrap;
`;

/** "On the waitlist since Nov 2, 2026" with where the sign-up is (Waiting, Invited, Joined, Removed), or "Not on the waitlist". */
function WaitlistFact({ waitlist }: { waitlist: Sender['waitlist'] }) {
  return (
    <Fact>
      <ListChecks size={16} aria-hidden="true" />
      {waitlist === null ? (
        'Not on the waitlist'
      ) : (
        <>
          <span>
            On the waitlist since{' '}
            <time dateTime={machineDate(waitlist.joinedAt)} title={formatDateTime(waitlist.joinedAt)}>
              {formatDate(waitlist.joinedAt)}
            </time>
          </span>
          <WaitlistStatusChip status={waitlist.status} />
        </>
      )}
    </Fact>
  );
}

/**
 * The sender beside a message's conversation: whether their address is on the waitlist (since when, and
 * where the sign-up is) and the other messages they sent (the same address in any case), newest first,
 * each a link that opens it in the dialog (`?message=<id>`, the rest of the address kept: the list's
 * search and page stay). The server lists the newest ten and counts them all; a spinner while it loads,
 * the reason and a retry when it cannot.
 */
export function SenderContext({
  sender,
  loading = false,
  error = null,
  onRetry,
  retrying = false,
}: SenderContextProps) {
  const location = useLocation();
  const linkTo = (id: number) => {
    const params = new URLSearchParams(location.search);
    params.set(OPENED_MESSAGE_PARAM, String(id));
    return { search: `?${params}` };
  };

  if (loading) return <Spinner size="sm" label="Loading the sender's history" />;
  if (error !== null) {
    return (
      <LoadFailure title="Sender's history not loaded" onRetry={onRetry} retrying={retrying}>
        {error}
      </LoadFailure>
    );
  }
  if (!sender) return null;
  const { otherMessages, otherMessageCount, waitlist } = sender;
  const count = otherMessageCount === 0 ? 'No other messages' : formatCount(otherMessageCount, messageNoun);
  return (
    <Box aria-label="The sender">
      <WaitlistFact waitlist={waitlist} />
      <Fact>
        <Mails size={16} aria-hidden="true" />
        {otherMessageCount > otherMessages.length ? `${count}, the newest ${otherMessages.length} below` : count}
      </Fact>
      {otherMessages.length > 0 && (
        <Others aria-label="Other messages from the sender">
          {otherMessages.map((other) => (
            <Other key={other.id}>
              <Link to={linkTo(other.id)} replace>
                {other.subject}
              </Link>
              <Meta>
                <StatusChip status={other.status} />
                <time dateTime={machineDate(other.createdAt)} title={formatDateTime(other.createdAt)}>
                  {formatDate(other.createdAt)}
                </time>
              </Meta>
            </Other>
          ))}
        </Others>
      )}
    </Box>
  );
}
