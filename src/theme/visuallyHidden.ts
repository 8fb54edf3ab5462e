import { css } from 'styled-components';

/** Hides content from sight while keeping it for screen readers (captions, live status, labels). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
