import { AppShell } from './AppShell';
import { BrowserLocation } from '@/components/location/BrowserLocation';
import { AppRoutes, loadSitePage } from './routes';

/**
 * The whole public site in the browser, following the address bar. The prerender puts a fixed location
 * inside the same shell (src/entry-server.tsx).
 */
export function App() {
  return (
    <AppShell>
      <BrowserLocation loadPage={loadSitePage}>
        <AppRoutes />
      </BrowserLocation>
    </AppShell>
  );
}
