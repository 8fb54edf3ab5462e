import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';

import { AboutPage } from '../pages/AboutPage';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { ContactPage } from '../pages/ContactPage';
import { FeaturesPage } from '../pages/FeaturesPage';
import { HomePage } from '../pages/HomePage';
import { HowItWorksPage } from '../pages/HowItWorksPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Layout } from './Layout';

/** A public page and where it lives. */
export type PublicRoute = { path: string; element: ReactElement };

/** The public pages (SPEC §2; DESIGN: `/` is the landing page, any other path the 404 page). */
export const publicRoutes: readonly PublicRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/features', element: <FeaturesPage /> },
  { path: '/how-it-works', element: <HowItWorksPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/coming-soon', element: <ComingSoonPage /> },
  { path: '*', element: <NotFoundPage /> },
];

function PublicLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/**
 * The route table: every public page inside the layout. The layout is a parent route, so it stays
 * mounted across navigations (the scroll listener and the waitlist dialog keep their state), and a
 * screen that is not public, such as the admin portal, can sit beside it without the navigation.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  );
}
