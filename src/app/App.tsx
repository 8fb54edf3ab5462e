import { StrictMode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';

import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

/**
 * The whole site. In the browser it follows the address bar; when prerendering, `location` fixes the
 * page to render. Both render the same tree, so the browser can hydrate what the build rendered.
 */
export function App({ location }: { location?: string }) {
  const routes = <AppRoutes />;
  return (
    <StrictMode>
      <AppProviders>
        {location === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routes}</StaticRouter>
        )}
      </AppProviders>
    </StrictMode>
  );
}
