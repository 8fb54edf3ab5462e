import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { AppProviders } from '@/app/AppProviders';
import { Layout } from '@/app/Layout';

/** Prints the current path, so a test can see where a click took the visitor. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

const stubPage = (title: string) => <h1>{title}</h1>;

/** A stand-in page per public path: enough to tell where the visitor is, without the real pages. */
export const stubRoutes: Record<string, ReactElement> = {
  '/': stubPage('Home page'),
  '/about': stubPage('About page'),
  '/features': stubPage('Features page'),
  '/how-it-works': stubPage('How it works page'),
  '/contact': stubPage('Contact page'),
  '/coming-soon': stubPage('Coming soon page'),
};

/** Renders the layout around `routes` (stub pages by default) in a memory router starting at `route`. */
export function renderInLayout(route = '/', routes: Record<string, ReactElement> = stubRoutes) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <Layout>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
          <LocationProbe />
        </Layout>
      </MemoryRouter>
    </AppProviders>,
  );
}
