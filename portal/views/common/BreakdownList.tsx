import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

import { ClampedText } from '@/components/DataTable';

export type BreakdownItem = {
  key: string;
  /** What is counted, e.g. a source or a status chip; text too long for two lines shows whole on hover. */
  label: ReactNode;
  count: number;
};

export type BreakdownListProps = {
  items: BreakdownItem[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /**
   * Makes each row a toggle button that filters the list below by its key (pressed while that filter
   * is on); called with `null` when the pressed row is pressed again.
   */
  onSelect?: (key: string | null) => void;
  /** The key the list is filtered by, whose row shows pressed. @default null */
  selectedKey?: string | null;
  /** @default 'en-US' */
  locale?: string;
};

const List = styled.ul`
  /* The rows lay out by the room the list has (the container query below), not the window's. */
  container-type: inline-size;
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowGrid = css`
  display: grid;
  grid-template-columns: minmax(0, 12rem) minmax(4rem, 1fr) auto;
  grid-template-areas: 'label bar count';
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};

  /* On a phone the bar goes under the label and the count, so the label has the row's width. */
  @container (max-width: 20rem) {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'label count' 'bar bar';
    row-gap: ${({ theme }) => theme.space[100]};
  }
`;

const Row = styled.li`
  ${rowGrid}
`;

const RowButton = styled.button`
  ${rowGrid}
  width: 100%;
  margin: ${({ theme }) => `-${theme.space[100]} 0`};
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface.subtle};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand.primary};
    background: ${({ theme }) => theme.color.surface.brandSubtle};
  }
`;

/** Two lines at most, broken between words; a word too long for the line ends in an ellipsis. */
const Label = styled(ClampedText)`
  grid-area: label;
  min-width: 0;
`;

const Track = styled.span`
  grid-area: bar;
  display: block;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.status.neutral.bg};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.brand.primary};
`;

const Count = styled.span`
  grid-area: count;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  white-space: nowrap;
`;

const Share = styled.span`
  margin-left: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
`;

/**
 * Counts per kind (source, status) with each one's share drawn as a bar and written as a percentage.
 * With `onSelect` each row is a toggle that filters the list by its kind.
 */
export function BreakdownList({
  items,
  labelledBy,
  onSelect,
  selectedKey = null,
  locale = 'en-US',
}: BreakdownListProps) {
  const total = items.reduce((sum, item) => sum + item.count, 0);
  return (
    <List aria-labelledby={labelledBy}>
      {items.map((item) => {
        const share = total === 0 ? 0 : Math.round((item.count / total) * 100);
        const content = (
          <>
            <Label lines={2} title={typeof item.label === 'string' ? item.label : undefined}>
              {item.label}
            </Label>
            <Track aria-hidden="true">
              <Fill style={{ width: `${share}%` }} />
            </Track>
            <Count>
              {item.count.toLocaleString(locale)}
              <Share>({share}%)</Share>
            </Count>
          </>
        );
        if (!onSelect) return <Row key={item.key}>{content}</Row>;
        const pressed = selectedKey !== null && selectedKey.toLowerCase() === item.key.toLowerCase();
        return (
          <li key={item.key}>
            <RowButton type="button" aria-pressed={pressed} onClick={() => onSelect(pressed ? null : item.key)}>
              {content}
            </RowButton>
          </li>
        );
      })}
    </List>
  );
}
