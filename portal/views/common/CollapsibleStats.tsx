import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import styled, { keyframes } from 'styled-components';

import { Button } from '@/components/Button';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { media } from '@/theme';
import { InlineCounts } from './InlineCounts';
import { StatsPanel, type StatsPanelProps } from './StatsPanel';
import { StatsUnavailable } from './StatsUnavailable';
import { useStoredDisclosure } from './storedDisclosure';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[200]} ${theme.space[500]}`};
  min-width: 0;
`;

/** The cards and the breakdowns, spaced as the view's blocks are. */
const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
  min-width: 0;

  ${media.down('md')} {
    gap: ${({ theme }) => theme.space[400]};
  }
`;

const Chevron = styled(ChevronDown)<{ $expanded: boolean }>`
  transform: rotate(${({ $expanded }) => ($expanded ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

/** A figure not known yet: the width of a short number, as the cards' placeholder. */
const Placeholder = styled.span`
  display: inline-block;
  width: 3ch;
  height: 1em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.status.neutral.bg};
  vertical-align: middle;
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

const count = new Intl.NumberFormat('en-US');

/** The cards' figures on one line ("Total Messages 64 · New Messages 9 …"), wrapping between pairs. */
function StatsLine({ cards, loading }: { cards: StatsPanelProps['cards']; loading: boolean }) {
  return (
    <InlineCounts aria-busy={loading || undefined}>
      {cards.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {loading ? (
              <>
                <Placeholder aria-hidden="true" />
                <VisuallyHidden>Loading</VisuallyHidden>
              </>
            ) : (
              count.format(value ?? 0)
            )}
          </dd>
        </div>
      ))}
    </InlineCounts>
  );
}

export type CollapsibleStatsProps = StatsPanelProps & {
  /** The toggle's text, which also names the block: "Stats and breakdowns". */
  label: string;
  /** Where the administrator's choice is kept (`overviewStorageKey`). */
  storageKey: string;
  /** Whether the cards show before any choice was kept. @default false */
  defaultExpanded?: boolean;
  /** What shows under the cards while expanded: the breakdowns. */
  children?: ReactNode;
};

/**
 * A view's stats that yield the screen to its list: collapsed, the cards' figures on one line beside
 * the toggle, so the first rows are in view on a laptop and on a phone; expanded, the cards (with the
 * zone they are counted in) and the breakdowns. The choice is kept on this browser. When the stats
 * call failed, both show the "Unable to connect to server" banner with its retry (product.md §8).
 */
export function CollapsibleStats({
  label,
  storageKey,
  defaultExpanded = false,
  query,
  cards,
  children,
}: CollapsibleStatsProps) {
  const [expanded, toggle] = useStoredDisclosure(storageKey, defaultExpanded);
  const detailsId = useId();
  const toggleId = useId();
  return (
    <Block aria-labelledby={toggleId}>
      <Bar>
        <Button
          id={toggleId}
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          startIcon={<Chevron size={16} aria-hidden="true" $expanded={expanded} />}
          onClick={toggle}
        >
          {label}
        </Button>
        {!expanded && !query.isError && <StatsLine cards={cards} loading={query.isPending} />}
      </Bar>
      {expanded ? (
        <Details id={detailsId}>
          <StatsPanel query={query} cards={cards} />
          {children}
        </Details>
      ) : (
        query.isError && <StatsUnavailable onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
    </Block>
  );
}
