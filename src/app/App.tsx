import { BrowserRouter } from 'react-router-dom';

import { AppShell } from './AppShell';
import { AppRoutes } from './routes';

/**
 * The whole public site in the browser, following the address bar. The prerender puts a static router
 * inside the same shell (src/entry-server.tsx), so the browser bundle does not carry one.
 */
export function App() {
  return (
    <AppShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
