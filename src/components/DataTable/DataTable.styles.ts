/** The styles both views share: the frame around the rows, its room before they are laid out, the checkboxes. */
import styled from 'styled-components';

export const Frame = styled.div`
  /* The cards' fields lay out by the room the list has (their container queries: CardView.styles.ts). */
  container-type: inline-size;
  max-width: 100%;
  /*
   * The columns have fixed widths, so nothing should scroll; if something did, it stays in here. The
   * frame grows with its rows, so it never scrolls down: not even while its rows wait to be laid out
   * (below), held in a room that may be smaller than they will take.
   */
  overflow-x: auto;
  overflow-y: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  /*
   * Rows out of sight are laid out when they come near the viewport, not before the page's first paint:
   * under the Waitlist Dashboard's stats and chart, a page of 50 rows was 60 ms of the first layout on a
   * 4x slower CPU (\`npm run bench:admin\`). They stay in the page (find, the accessibility tree); until
   * laid out, the frame holds the room they are estimated to take (\`roomForRows\`), then the room they took.
   */
  content-visibility: auto;
`;

/** The height a page of rows is estimated to take, until the browser has laid them out once. */
export const roomForRows = (rows: number, asCards: boolean) =>
  `auto ${3 + Math.max(rows, 1) * (asCards ? 20 : 4.5)}rem`;

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.color.brand.primary};
  cursor: pointer;
  vertical-align: middle;
`;
