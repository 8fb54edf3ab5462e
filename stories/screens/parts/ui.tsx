import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';

import { Card } from '@/components/Card';
import { Chip, type ChipTone } from '@/components/Chip';
import { visuallyHidden } from '@/theme';
import type { InvoiceStatus } from './data';

export { VisuallyHidden } from '@/components/VisuallyHidden';

const statusTone: Record<InvoiceStatus, ChipTone> = {
  Draft: 'default',
  Sent: 'info',
  Paid: 'success',
  Overdue: 'error',
};

/** An invoice's status as the product shows it everywhere: Draft grey, Sent blue, Paid green, Overdue red. */
export function StatusChip({ status }: { status: InvoiceStatus }) {
  return (
    <Chip tone={statusTone[status]} size="sm">
      {status}
    </Chip>
  );
}

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  min-height: 2.25rem;

  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize[300]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacing.normal};
  }

  p {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
  }
`;

const PanelCard = styled(Card)<{ $flush: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-height: 0;
  padding: ${({ theme, $flush }) => ($flush ? `${theme.space[400]} 0 0` : theme.space[500])};

  > ${PanelHeader} {
    padding: ${({ theme, $flush }) => ($flush ? `0 ${theme.space[500]}` : 0)};
  }
`;

export type PanelProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Controls at the right of the title. */
  actions?: ReactNode;
  /** The content reaches the card's edges (tables). @default false */
  flush?: boolean;
};

/** A titled card of a screen: a chart, a list, a form section. */
export function Panel({ title, subtitle, actions, flush = false, children, ...rest }: PanelProps) {
  const titleId = useId();
  return (
    <PanelCard forwardedAs="section" padding="none" aria-labelledby={titleId} $flush={flush} {...rest}>
      <PanelHeader>
        <div>
          <h2 id={titleId}>{title}</h2>
          {subtitle && <p>{subtitle}</p>}
        </div>
        {actions}
      </PanelHeader>
      {children}
    </PanelCard>
  );
}

/** Makes a `DataTable` inside a flush panel dense and borderless, as tables in the product are. */
export const TableFrame = styled.div`
  min-height: 0;

  [role='region'] {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
    border-radius: 0 0 ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg}`};
    background: transparent;
  }

  /*
   * The app's tables size their columns by their content; the site's DataTable fixes them (for the
   * admin lists' long values), which would squeeze these pictures of the app. '&&' outranks the
   * DataTable's own cell rules.
   */
  && table {
    table-layout: auto;
  }

  /* In a window narrower than the app's (a story test's), the picture is cut, not a scrolling region. */
  && [role='region'] {
    overflow: clip;
  }

  /* A selected row is tinted, not bold (the DataTable's emphasis is for unread messages). */
  && tr[data-emphasis] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }

  && th,
  && td[data-align] {
    padding: ${({ theme }) => `${theme.space[200]} ${theme.space[400]}`};
    white-space: nowrap;
  }

  && th:first-child,
  && td[data-align]:first-child {
    padding-left: ${({ theme }) => theme.space[500]};
  }

  && th:last-child,
  && td[data-align]:last-child {
    padding-right: ${({ theme }) => theme.space[500]};
  }

  td {
    height: 2.625rem;
  }

  /* Selected rows are highlighted, not bold. */
  tr[data-emphasis] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }
`;

export const Strong = styled.span`
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Amount = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

const TwoLinesRoot = styled.span`
  display: flex;
  flex-direction: column;
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};

  > span:last-child {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.typography.fontSize[100]};
  }
`;

/** A name with a smaller second line: a client and their email, a product and its description. */
export function TwoLines({ primary, secondary }: { primary: ReactNode; secondary: ReactNode }) {
  return (
    <TwoLinesRoot>
      <Strong>{primary}</Strong>
      <span>{secondary}</span>
    </TwoLinesRoot>
  );
}

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 1rem;
  height: 1rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.brand.primary};
  vertical-align: middle;
`;

const ShareTrack = styled.span`
  display: block;
  width: 100%;
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.status.neutral.bg};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.brand.primary};
  }
`;

/** A thin bar showing a share of a whole; decorative, the figure beside it says the same. */
export function ShareBar({ share }: { share: number }) {
  return (
    <ShareTrack aria-hidden="true">
      <span style={{ width: `${Math.round(share * 100)}%` }} />
    </ShareTrack>
  );
}

/** Stat cards in one row. */
export const StatRow = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[400]};

  /* Dashboard density: the cards of the marketing admin are roomier. */
  > div {
    padding: ${({ theme }) => `${theme.space[400]} ${theme.space[500]}`};
  }

  dl {
    gap: ${({ theme }) => theme.space[100]};
  }

  dd:nth-of-type(1) {
    font-size: ${({ theme }) => theme.typography.fontSize[600]};
  }
`;

/** A row of labelled figures: subtotal, tax, total. */
export const FigureList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;

  > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[300]};
  }

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

/** Wraps a `Select` or `TextField` whose label is hidden: the toolbar says what it is, the label still names it. */
export const QuietLabel = styled.div<{ $width?: string }>`
  width: ${({ $width }) => $width ?? 'auto'};

  label {
    ${visuallyHidden}
  }
`;

/** Makes a `DataTable` inside a padded card dense, keeping its own border. */
export const DenseTable = styled.div`
  /* As in TableFrame: columns sized by their content, and these rules above the DataTable's own. */
  && table {
    table-layout: auto;
  }

  && [role='region'] {
    overflow: clip;
  }

  && th,
  && td[data-align] {
    padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  }

  && td[data-align]:not(:first-child) {
    white-space: nowrap;
  }

  && td[data-align] {
    height: 2.625rem;
  }
`;

/** Fields side by side, sharing the row equally unless `$columns` says otherwise. */
export const FieldRow = styled.div<{ $columns?: string }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  grid-template-columns: ${({ $columns }) => $columns ?? 'none'};
  gap: ${({ theme }) => theme.space[400]};
`;
