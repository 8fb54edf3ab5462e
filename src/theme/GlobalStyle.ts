import { createGlobalStyle } from 'styled-components';

import { focusRing } from './focusRing';
import { fontFaces } from './fonts';

export const GlobalStyle = createGlobalStyle`
  ${fontFaces}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily.sans};
    font-size: ${({ theme }) => theme.typography.fontSize[300]};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.surface.page};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4, h5, h6 {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacing.tight};
  }

  p { margin: 0; }

  img, svg, video, iframe { display: block; max-width: 100%; }

  a { color: ${({ theme }) => theme.color.text.link}; }

  button, input, select, textarea { font: inherit; color: inherit; }

  /* The one focus ring (focusRing.ts): controls draw no ring of their own. */
  :focus-visible {
    ${focusRing}
  }

  /* Honour the visitor's wish for less motion everywhere, including smooth scrolling. */
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
