import styled, { css } from 'styled-components';

import { media } from '@/theme';

/** A view of the admin portal: its blocks stacked with even space between them. */
export const ViewStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
  min-width: 0;

  ${media.down('md')} {
    gap: ${({ theme }) => theme.space[400]};
  }
`;

/** The headline figures: four across on wide screens, two on tablets, one on phones. */
export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[400]};

  ${media.down('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.down('sm')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A block's heading: the level under the shell's page title. */
export const BlockHeading = styled.h2`
  font-size: ${({ theme }) => theme.typography.fontSize[400]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.snug};
`;

/** A heading with the block's controls beside it, wrapping under it on narrow screens. */
export const BlockHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  margin-bottom: ${({ theme }) => theme.space[400]};
`;

/**
 * A row of controls that wraps as it must; on a phone two share a row (a lone one, and the search,
 * take the whole row), so the list starts higher on the screen.
 */
const controlRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[300]};
  margin-bottom: ${({ theme }) => theme.space[400]};

  & > * {
    min-width: 0;
  }

  ${media.down('sm')} {
    & > * {
      flex: 1 1 40%;
    }

    & > form {
      flex-basis: 100%;
    }
  }
`;

/** The search, filters and order above a table. */
export const Toolbar = styled.div`
  ${controlRow}
`;

/** The less-used filters under the toolbar, shown while "Filters" is open; tinted as one group. */
export const FilterPanel = styled.div`
  ${controlRow}
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.subtle};

  &[hidden] {
    display: none;
  }
`;

/** Holds one filter of the toolbar at a width that fits its longest option; on a phone, half a row. */
export const FilterSlot = styled.div<{ $width?: string }>`
  flex: 0 1 ${({ $width }) => $width ?? '12rem'};

  ${media.down('sm')} {
    flex: 1 1 40%;
  }
`;

/** Breakdowns side by side on wide screens, one under the other below the large breakpoint. */
export const BreakdownGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space[600]};

  ${media.down('md')} {
    gap: ${({ theme }) => theme.space[400]};
  }
`;
