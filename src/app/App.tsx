import { type ReactNode, StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

/**
 * What surrounds the routes, in the browser and in the prerender alike: both must render the same tree
 * for the browser to hydrate what the build rendered. The prerender puts a static router inside
 * (src/entry-server.tsx), so the browser bundle does not carry one.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>{children}</AppProviders>
    </StrictMode>
  );
}

/** The whole site in the browser, following the address bar. */
export function App() {
  return (
    <AppShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
