import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';

import { Button } from '@/components/Button';
import { pageRange } from './listState';
import { type CountNoun, formatCount } from './resultCount';

export type PaginationProps = {
  /** 1-based. */
  page: number;
  /** Rows on this page. */
  shown: number;
  /** Rows in the whole list, when the server said. */
  total: number | null;
  /** Whether `total` is a lower bound: the server stopped counting there. @default false */
  totalCapped?: boolean;
  /** What the rows are, for the navigation's name: "Signups" gives "Signups pages". */
  label: string;
  /** What one row is and what several are, for the count: "12 messages". */
  noun: CountNoun;
  onPageChange: (page: number) => void;
  /** @default 'en-US' */
  locale?: string;
};

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

const Buttons = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
`;

const Count = styled.p`
  margin-top: ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[200]};
`;

/**
 * How many rows the list holds, always: "12 messages" when they fit on one page; otherwise where the
 * reader is ("Showing 51–100 of 137 messages · Page 2 of 3") with the previous and next page buttons.
 */
export function Pagination({
  page,
  shown,
  total,
  totalCapped = false,
  label,
  noun,
  onPageChange,
  locale = 'en-US',
}: PaginationProps) {
  const { first, last, hasNext, hasPrevious, pageCount } = pageRange({ page, shown, total });
  const number = (value: number) => value.toLocaleString(locale);
  if (!hasNext && !hasPrevious) {
    return <Count aria-live="polite">{formatCount(total ?? shown, noun, { capped: totalCapped, locale })}</Count>;
  }
  return (
    <Bar aria-label={`${label} pages`}>
      <p aria-live="polite">
        {shown === 0 ? 'No rows on this page' : `Showing ${number(first)}–${number(last)}`}
        {total !== null && ` of ${formatCount(total, noun, { capped: totalCapped, locale })}`}
        {pageCount !== null && !totalCapped && ` · Page ${number(page)} of ${number(pageCount)}`}
      </p>
      <Buttons>
        <Button
          variant="secondary"
          size="sm"
          startIcon={<ChevronLeft size={16} aria-hidden="true" />}
          disabled={!hasPrevious}
          onClick={() => onPageChange(page - 1)}
        >
          Previous page
        </Button>
        <Button
          variant="secondary"
          size="sm"
          endIcon={<ChevronRight size={16} aria-hidden="true" />}
          disabled={!hasNext}
          onClick={() => onPageChange(page + 1)}
        >
          Next page
        </Button>
      </Buttons>
    </Bar>
  );
}
