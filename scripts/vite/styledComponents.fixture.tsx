// Source for styledComponents.test.ts: one of each form of definition the site and the stories use.
import styled, { createGlobalStyle, css, keyframes } from 'styled-components';

const Link = ({ className }: { className?: string }) => (
  <a className={className} href="/">
    Home
  </a>
);

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

export const accent = css`
  /* the brand colour */
  color: rebeccapurple;
`;

export const Box = styled.div`
  margin: 0 auto;
  animation: ${fadeIn} 1s;
`;

export const HomeLink = styled(Link)`
  ${accent}
`;

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  margin: 0;
`;

export const Note = styled.p<{ $muted: boolean }>(({ $muted }) => ({ opacity: $muted ? 0.6 : 1 }));

export const Global = createGlobalStyle`
  body {
    margin: 0;
  }
`;
