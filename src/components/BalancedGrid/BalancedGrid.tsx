import styled, { css, type RuleSet } from 'styled-components';

import type { space } from '@shared/theme/tokens';
import { type BalancedColumnsOptions, balancedColumnSteps } from './balancedColumns';

type SpaceStep = keyof typeof space;

export type BalancedGridStyleProps = {
  /** How many items the grid holds: the column counts it may use follow from it (balancedColumns.ts). */
  $count: number;
  /** The narrowest an item may be, in rem; the grid takes fewer columns rather than squeeze them. */
  $minItemWidth: number;
  /** The most columns, however wide the grid. @default 4 */
  $maxColumns?: number;
  /** The space between items, a step of the theme's spacing scale. @default 600 */
  $gap?: SpaceStep;
  /** The space between rows, when it differs from `$gap`. @default $gap */
  $rowGap?: SpaceStep;
};

/** One item's share of a row of `columns`, with the gaps between them taken out. */
const share = (columns: number, gap: number) => `calc((100% - ${(columns - 1) * gap}rem) / ${columns})`;

/**
 * A list of cards laid out in balanced rows: the number of columns is one the item count allows (4
 * items: 1, 2 or 4, never 3; 3 items: 1 or 3), the most that fit at `$minItemWidth` in the room the
 * grid itself has, not the window's (a container query), so it holds in a narrow column too. Pure CSS,
 * so a prerendered page lays out the same before the app starts. Render it as the list
 * (`as="ol"` for a sequence) with the cards as its direct children.
 *
 * A wrapping flex row rather than a CSS grid: a container query styles what is inside the container,
 * and the list has to be both. Each item is its share of the row: its basis a hair under it, so rounding
 * never pushes the last one onto the next line, and growing back to it.
 */
export const BalancedGrid = styled.ul<BalancedGridStyleProps>`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme, $gap = 600, $rowGap }) => `${theme.space[$rowGap ?? $gap]} ${theme.space[$gap]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  container-type: inline-size;

  & > * {
    flex: 1 1 100%;
    min-width: 0;
  }

  ${({ theme, $count, $minItemWidth, $maxColumns = 4, $gap = 600 }) => {
    const gap = parseFloat(theme.space[$gap]);
    return balancedColumnSteps({ count: $count, minItemWidth: $minItemWidth, gap, maxColumns: $maxColumns })
      .filter(({ columns }) => columns > 1)
      .map(
        ({ columns, minWidth }) => css`
          @container (min-width: ${minWidth}rem) {
            & > * {
              flex-basis: calc(${share(columns, gap)} - 0.05px);
              max-width: ${share(columns, gap)};
            }
          }
        `,
      );
  }}
`;

/**
 * `styles` for an item while the grid stacks its items one per row and is at least `fromWidth` rem wide
 * (a container query, so write it in the item's styles): a lone card that wide can set its content side
 * by side instead of leaving most of the row empty. Nothing when the grid has columns by then.
 */
export function whenStackedAndWide(options: BalancedColumnsOptions, fromWidth: number, styles: RuleSet<object>) {
  const columnsFrom = balancedColumnSteps(options)[1]?.minWidth;
  if (columnsFrom !== undefined && columnsFrom <= fromWidth) return css``;
  const below = columnsFrom === undefined ? '' : ` and (width < ${columnsFrom}rem)`;
  return css`
    @container (min-width: ${fromWidth}rem)${below} {
      ${styles}
    }
  `;
}
