import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import type { InviteRun } from '@shared/contract';
import { outboxSection, sectionPath } from '@portal/sections';
import { InlineCounts } from '../../common/InlineCounts';
import { runProgress, runSummary } from './inviteRules';

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: ${({ theme }) => theme.color.brand.primary};
`;

const Summary = styled.p`
  overflow-wrap: anywhere;
`;

/** The outbox filtered to failed mails, where a failed invite can be read and retried. */
export const failedMailsPath = `${sectionPath(outboxSection)}?state=failed`;

/**
 * Where an invite run's mails are: a bar of the settled share, the counts per state, a link to the failed
 * ones in the Outbox, and a sentence saying it all that is a polite live region when `live` (the dialog
 * following its own run), so each poll's news is read out without taking focus.
 */
export function InviteRunProgress({ run, live = false, label }: { run: InviteRun; live?: boolean; label: string }) {
  const labelId = useId();
  const { settled, total } = runProgress(run);
  const summary = runSummary(run);
  return (
    <Progress>
      <Summary id={labelId} {...(live ? { role: 'status', 'aria-live': 'polite' as const } : {})}>
        {summary}
      </Summary>
      <Bar
        aria-label={label}
        aria-describedby={labelId}
        value={settled}
        max={Math.max(total, 1)}
        aria-valuetext={summary}
      />
      <InlineCounts $gap={400}>
        {(
          [
            ['Queued', run.queued],
            ['Sent', run.sent],
            ['Failed', run.failed],
            ['Not configured', run.notConfigured],
            // Rare (an address that bounced after the run picked it): shown only when it happened.
            ...(run.suppressed > 0 ? ([['Suppressed', run.suppressed]] as const) : []),
          ] as const
        ).map(([name, count]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{count.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </InlineCounts>
      {run.failed > 0 && (
        <p>
          <Link to={failedMailsPath}>See the failed mails in the Outbox</Link>
        </p>
      )}
    </Progress>
  );
}
