import { tokens } from '@shared/theme/tokens';

/** The styled-components theme: the tokens as they are, so `theme.color.text.primary` reads like the token. */
export const theme = tokens;

export type Theme = typeof theme;
