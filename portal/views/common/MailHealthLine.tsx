import { useQuery } from '@tanstack/react-query';
import { CircleAlert, MailCheck, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { api } from '@/api';
import { outboxSection, sectionPath } from '../../sections';
import { type MailHealthSummary, summarizeMailHealth } from './mailHealth';
import { mailKeys } from './mailKeys';

type Tone = MailHealthSummary['tone'];

const Line = styled.p<{ $tone: Tone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.color.text.secondary : theme.color.status[$tone].fg)};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme, $tone }) =>
    $tone === 'neutral' ? theme.typography.fontWeight.regular : theme.typography.fontWeight.medium};
  overflow-wrap: anywhere;

  svg {
    flex: none;
  }
`;

const icons: Record<Tone, typeof MailCheck> = { error: CircleAlert, warning: TriangleAlert, neutral: MailCheck };

/**
 * One line on a dashboard about the product's mails (GET /api/mail/health): what went wrong, with a
 * link to the Mail Outbox, or a quiet "all sent". Nothing while it loads or when the call fails: the
 * line only points elsewhere, and the view around it reports its own failures (a 401 still ends the
 * session through the portal's QueryClient).
 */
export function MailHealthLine() {
  const health = useQuery({ queryKey: mailKeys.health, queryFn: () => api.mail.health() });
  if (!health.data) return null;
  const { tone, text, seeOutbox } = summarizeMailHealth(health.data);
  const Icon = icons[tone];
  return (
    <Line $tone={tone}>
      <Icon size={16} aria-hidden="true" />
      <span>
        {text}
        {seeOutbox && (
          <>
            {' — '}
            <Link to={sectionPath(outboxSection)}>see Outbox</Link>
          </>
        )}
      </span>
    </Line>
  );
}
