import { Activity } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';

import { waitlistPaths } from '@/api';
import { browserStorage } from '@/api/storage';
import { Button } from '@/components/Button';
import { Card } from '@/components/Card';
import { testWaitlistStats } from './testWaitlistStats';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[400]};
  max-width: ${({ theme }) => theme.layout.narrowWidth};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};

  code {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
`;

const ResultLabel = styled.h3`
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Output = styled.pre`
  align-self: stretch;
  max-height: 28rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[400]};
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.inverse};
  color: ${({ theme }) => theme.color.text.onBrand};
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * System Debug (product.md §2): one button that calls the waitlist stats endpoint and prints the raw answer
 * or the error, so an administrator can tell a server problem from a session problem.
 */
export function SystemDebug() {
  const [result, setResult] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const resultId = useId();

  const runTest = async () => {
    setTesting(true);
    setResult(await testWaitlistStats(browserStorage()));
    setTesting(false);
  };

  return (
    <Card>
      <Stack>
        <Heading>API connection test</Heading>
        <Intro>
          Calls <code>GET {waitlistPaths.stats}</code> with your session token and prints what the server answers.
        </Intro>
        <Button
          startIcon={<Activity size={18} aria-hidden="true" />}
          loading={testing}
          loadingLabel="Testing..."
          onClick={runTest}
        >
          Test Waitlist Stats Endpoint
        </Button>
        <ResultLabel id={resultId}>Result</ResultLabel>
        {/* Announced when it changes; focusable, because a long answer scrolls. */}
        <Output aria-labelledby={resultId} aria-live="polite" role="status" tabIndex={0}>
          {result ?? 'No test run yet.'}
        </Output>
      </Stack>
    </Card>
  );
}
