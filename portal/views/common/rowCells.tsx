import styled from 'styled-components';

import { formatDateTime, machineDate } from './format';

/**
 * The button that opens a row (its name or title), looking like the text it is: the keyboard's way in,
 * where a pointer may click anywhere on the row.
 */
export const RowOpener = styled.button`
  display: block;
  max-width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: underline;
  }
`;

/** Values stacked in one cell (a status and how long the message waits); chips may wrap to fit. */
export const RowCell = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;

  & > * {
    white-space: normal;
  }
`;

const Time = styled.time`
  display: block;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** When a row was made, date and time in the browser's zone, wrapping between words in a narrow column. */
export function RowTime({ iso }: { iso: string | null | undefined }) {
  return <Time dateTime={machineDate(iso)}>{formatDateTime(iso)}</Time>;
}
