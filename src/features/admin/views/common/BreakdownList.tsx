import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BreakdownItem = {
  key: string;
  /** What is counted, e.g. a source or a status chip. */
  label: ReactNode;
  count: number;
};

export type BreakdownListProps = {
  items: BreakdownItem[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** @default 'en-US' */
  locale?: string;
};

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 12rem) minmax(4rem, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Label = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Track = styled.span`
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
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  white-space: nowrap;
`;

const Share = styled.span`
  margin-left: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
`;

/** Counts per kind (source, status) with each one's share drawn as a bar and written as a percentage. */
export function BreakdownList({ items, labelledBy, locale = 'en-US' }: BreakdownListProps) {
  const total = items.reduce((sum, item) => sum + item.count, 0);
  return (
    <List aria-labelledby={labelledBy}>
      {items.map((item) => {
        const share = total === 0 ? 0 : Math.round((item.count / total) * 100);
        return (
          <Row key={item.key}>
            <Label>{item.label}</Label>
            <Track aria-hidden="true">
              <Fill style={{ width: `${share}%` }} />
            </Track>
            <Count>
              {item.count.toLocaleString(locale)}
              <Share>({share}%)</Share>
            </Count>
          </Row>
        );
      })}
    </List>
  );
}
