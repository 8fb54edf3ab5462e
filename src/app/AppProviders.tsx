import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

import { GlobalStyle, theme } from '@/theme';

/** Theme and global styles: what every screen of the app, and every story, renders inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
