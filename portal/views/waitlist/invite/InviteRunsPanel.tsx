import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';

import { Card } from '@/components/Card';
import { formatDateTime } from '../../common/format';
import { BlockHeader, BlockHeading } from '../../common/layout';
import { inviteRunsQuery } from './inviteQueries';
import { InviteRunProgress } from './InviteRunProgress';

/** How many runs the panel shows: the latest waves are the ones still moving. */
export const RUNS_SHOWN = 5;

const Runs = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[500]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RunTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[200]};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const By = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
`;

/**
 * The latest invite runs and where their mails are, asked again every few seconds while any is still
 * sending. Nothing until there is a run (or when the runs cannot be read: the list above reports the
 * portal's failures, and a 401 ends the session anyway).
 */
export function InviteRunsPanel() {
  const headingId = useId();
  const runs = useQuery(inviteRunsQuery).data?.runs ?? [];
  if (runs.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <BlockHeader>
        <BlockHeading id={headingId}>Invite runs</BlockHeading>
      </BlockHeader>
      <Runs>
        {runs.slice(0, RUNS_SHOWN).map((run) => {
          const when = formatDateTime(run.createdAt);
          return (
            <li key={run.id}>
              <RunTitle>
                {when} <By>by {run.createdBy}</By>
              </RunTitle>
              <InviteRunProgress run={run} label={`Invites of ${when} sent`} />
            </li>
          );
        })}
      </Runs>
    </Card>
  );
}
