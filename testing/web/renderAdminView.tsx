import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

import { renderWithProviders } from './render';

/** Shows the current query string, so tests can read the table state the view keeps in the URL. */
function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

/**
 * For unit tests: renders an admin view as the shell does, inside the app's providers and a fresh
 * QueryClient that does not retry (a failure shows at once).
 */
export function renderAdminView(ui: ReactElement, { route = '/admin' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      {ui}
      <LocationProbe />
    </QueryClientProvider>,
    { route },
  );
  return { ...result, client };
}
