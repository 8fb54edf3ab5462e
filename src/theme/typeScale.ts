import type { DefaultTheme } from 'styled-components';

type TypeStep = keyof DefaultTheme['typography']['scale'];

/**
 * The declarations of one step of the type scale (`typography.scale`): size, line height, tracking and
 * weight travel together, so a heading cannot take the size of one step and the leading of another.
 * Use inside a styled template: `${({ theme }) => typeScale(theme, 'section')}`.
 */
export function typeScale(theme: DefaultTheme, step: TypeStep): string {
  const { fontSize, lineHeight, letterSpacing, fontWeight } = theme.typography.scale[step];
  return `font-size:${fontSize};line-height:${lineHeight};letter-spacing:${letterSpacing};font-weight:${fontWeight};`;
}
