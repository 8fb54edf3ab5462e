/** The table view's styles: caption, cells, headings and their sort buttons, the message row, the actions cell. */
import styled, { css } from 'styled-components';

import { visuallyHidden } from '@/theme/visuallyHidden';
import type { Align } from './types';

export const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: start;

  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

const cellStyles = css`
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[200]}`};

  &:first-child {
    padding-left: ${({ theme }) => theme.space[300]};
  }

  &:last-child {
    padding-right: ${({ theme }) => theme.space[300]};
  }

  vertical-align: middle;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

/*
 * The body's rows and cells are plain elements styled from here, through their data attributes: a
 * styled component per cell computed its styles for each of a page's ~500 cells on every render (on a 4x
 * slower CPU, a visible part of the time to the first rows: `npm run bench:admin`).
 */
export const Table = styled.table`
  width: 100%;
  /* Widths come from the columns, never from the content: a long value cannot widen the table. */
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize[200]};

  /* Every cell of a row (a message across the table, MessageCell, has none of these). */
  & > tbody > tr > td[data-align] {
    ${cellStyles}
    text-align: start;
    /* Long words are clipped by the cell's content (ClampedText), never broken mid-word. */
    overflow-wrap: normal;

    &[data-align='center'] {
      text-align: center;
    }

    &[data-align='end'] {
      text-align: end;
    }
  }

  & > tbody > tr {
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};

    &[data-emphasis] {
      font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
      background: ${({ theme }) => theme.color.surface.highlight};
    }

    &[data-interactive] {
      cursor: pointer;
    }

    &[data-interactive]:hover {
      background: ${({ theme }) => theme.color.surface.subtle};
    }

    &[data-selected],
    &[data-selected]:hover {
      background: ${({ theme }) => theme.color.surface.brandSubtle};
    }

    &:last-child > td {
      border-bottom: 0;
    }
  }
`;

export const HeaderCell = styled.th<{ $align: Align }>`
  ${cellStyles}
  text-align: ${({ $align }) => $align};
  background: ${({ theme }) => theme.color.surface.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize[100]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.wide};
  text-transform: uppercase;
  /* A heading wider than its column wraps between words rather than running into the next one. */
  overflow-wrap: normal;
`;

export const SortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  /* Its padding (the hover and focus area) reaches into the cell's own, so the heading has the whole column. */
  max-width: ${({ theme }) => `calc(100% + 2 * ${theme.space[100]})`};
  padding: ${({ theme }) => theme.space[100]};
  margin: ${({ theme }) => `-${theme.space[100]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.color.text.primary : 'inherit')};
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.status.neutral.bg};
  }

  svg {
    flex: none;
  }
`;

/**
 * A heading is read whole: it wraps between words, never cut with an ellipsis ("COMPA…" named nothing).
 * The columns' widths must leave room for the longest word and the order's icon.
 */
export const SortLabel = styled.span``;

export const MessageCell = styled.td`
  padding: ${({ theme }) => theme.space[800]};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[200]};
`;
