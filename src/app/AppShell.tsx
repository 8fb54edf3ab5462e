import { type ReactNode, StrictMode } from 'react';

import { AppProviders } from './AppProviders';

/**
 * What surrounds every screen, in the browser and in the prerender alike: both must render the same
 * tree for the browser to hydrate what the build rendered. Apart from the route table (App.tsx), so the
 * admin portal's entry can use it without pulling in the public pages.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>{children}</AppProviders>
    </StrictMode>
  );
}
