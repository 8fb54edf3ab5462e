import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

/**
 * A part of the portal that could not be loaded (its code or its data: offline, say), in its place,
 * with a way to ask again that keeps the rest of the screen as it is.
 */
export function LoadFailure({
  title,
  children,
  onRetry,
  retrying = false,
}: {
  /** The notice's bold first line, naming what is missing, e.g. "Saved replies not loaded". */
  title?: string;
  /** What failed, in a sentence (and what else may help). */
  children: ReactNode;
  onRetry: () => void;
  /** Asking again: the button says so and waits. */
  retrying?: boolean;
}) {
  return (
    <Alert tone="error" title={title}>
      <Body>
        <p>{children}</p>
        <Button size="sm" variant="secondary" loading={retrying} loadingLabel="Retrying..." onClick={onRetry}>
          Try again
        </Button>
      </Body>
    </Alert>
  );
}
