import styled from 'styled-components';

import { visuallyHidden } from '@/theme/visuallyHidden';

/**
 * Text for screen readers only: a hidden caption, a word that completes a link's or a figure's name
 * ("Unread: ", "opens in a new tab"), a live region. A span; `as="div"` where a block is needed. To
 * hide part of another styled element (a native input behind a custom control), mix the theme's
 * `visuallyHidden` into its styles instead.
 */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
