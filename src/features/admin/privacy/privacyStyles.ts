import styled from 'styled-components';

/** The column of one privacy tool: heading, what it does, its form and its outcome. */
export const ToolStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  max-width: ${({ theme }) => theme.layout.narrowWidth};
`;

export const ToolHeading = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const ToolIntro = styled.p`
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The address field and the tool's button on one line, the button wrapping under it when narrow. */
export const AddressForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[200]};

  & > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;
