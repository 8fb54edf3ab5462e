import styled from 'styled-components';

/**
 * A line of labelled counts ("Invited 150 · Joined 48", a run's "Queued 3 Sent 97"): a description
 * list whose terms read quietly and whose numbers stand out, wrapping between pairs.
 */
export const InlineCounts = styled.dl<{ $gap?: 400 | 500 }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $gap = 500 }) => `${theme.space[100]} ${theme.space[$gap]}`};
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[100]};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text.primary};
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
