/** The card view's styles: the stacked cards a narrow table shows, their title, actions and labelled fields. */
import styled, { css } from 'styled-components';

const interactiveRow = css`
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.subtle};
  }
`;

const emphasisStyles = css<{ $emphasis: boolean }>`
  font-weight: ${({ theme, $emphasis }) =>
    $emphasis ? theme.typography.fontWeight.bold : theme.typography.fontWeight.regular};
  background: ${({ theme, $emphasis }) => ($emphasis ? theme.color.surface.highlight : 'transparent')};
`;

export const CardsHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.subtle};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  cursor: pointer;
`;

export const CardList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardItem = styled.li<{ $emphasis: boolean; $interactive: boolean }>`
  ${emphasisStyles}
  ${({ $interactive }) => $interactive && interactiveRow}
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  padding: ${({ theme }) => theme.space[400]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};

  &[data-selected] {
    background: ${({ theme }) => theme.color.surface.brandSubtle};
  }

  &:last-child {
    border-bottom: 0;
  }
`;

export const CardCheck = styled.div`
  grid-column: 1;
  padding-top: ${({ theme }) => theme.space[100]};
`;

export const CardTitle = styled.div`
  grid-column: 2;
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.fontSize[300]};
`;

export const CardActions = styled.div`
  grid-column: 3;
  margin: ${({ theme }) => `-${theme.space[100]} 0`};
`;

export const CardFields = styled.dl`
  grid-column: 2 / -1;
  display: grid;
  /* Labels take what they need up to 40%, wrapping between words beyond it; values have the rest. */
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[100]} ${theme.space[300]}`};
  margin: 0;
  min-width: 0;

  /* On a phone each label goes above its value: beside it, a long label left the value too little. */
  @container (max-width: 26rem) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    /* Each label and value pair is wrapped in a div (display: contents). */
    & > div + div > dt {
      margin-top: ${({ theme }) => theme.space[200]};
    }
  }

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
    text-transform: uppercase;
    line-height: 1.6rem;
  }

  dd {
    min-width: 0;
    margin: 0;
  }
`;

export const CardsMessage = styled.p`
  padding: ${({ theme }) => theme.space[800]};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;
