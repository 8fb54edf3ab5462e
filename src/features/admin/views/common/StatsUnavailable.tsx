import styled from 'styled-components';

import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

/** The banner of SPEC §8 when the stats cannot be fetched, with a way to try again. */
export function StatsUnavailable({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert tone="error">
      <Body>
        <p>Unable to connect to server</p>
        <Button size="sm" variant="secondary" loading={retrying} loadingLabel="Retrying..." onClick={onRetry}>
          Try again
        </Button>
      </Body>
    </Alert>
  );
}
