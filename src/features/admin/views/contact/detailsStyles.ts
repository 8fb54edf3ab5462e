import styled from 'styled-components';

/** The heading of a part of the message's dialog ("Message", "Conversation"): quiet, under the dialog's title. */
export const DetailsHeading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;
