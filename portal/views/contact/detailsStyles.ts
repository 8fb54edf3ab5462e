import styled from 'styled-components';

/** The heading of a part of the message's dialog ("Message", "Conversation"): quiet, under the dialog's title. */
export const DetailsHeading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

/**
 * Labels and values in two columns (the message's facts, a reply's To and Subject); `$compact` sets them
 * closer, as a mail client's header lines.
 */
export const FactList = styled.dl<{ $compact?: boolean }>`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme, $compact }) =>
    $compact ? `${theme.space[100]} ${theme.space[300]}` : `${theme.space[200]} ${theme.space[400]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
