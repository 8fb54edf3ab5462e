import { lazy, type ReactElement, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';

import { Spinner } from '../components/Spinner';
import { siteConfig } from '../config/site';
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

/** The admin portal: its own chunk, fetched only when the admin path is opened (no admin code on public pages). */
const AdminApp = lazy(() => import('../features/admin'));

const AdminLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  min-height: 100dvh;
  color: ${({ theme }) => theme.color.brand.primary};
`;

function AdminRoute() {
  return (
    <Suspense
      fallback={
        <AdminLoading>
          <Spinner size="lg" label="Loading the admin portal" />
        </AdminLoading>
      }
    >
      <AdminApp />
    </Suspense>
  );
}

function PublicLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/**
 * The route table: every public page inside the layout, and the admin portal at the configured hidden
 * path beside it. The layout is a parent route, so it stays mounted across navigations (the scroll
 * listener and the waitlist dialog keep their state); the portal sits outside it, without the
 * navigation.
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* Outside the public layout: the portal has no site navigation. */}
      <Route path={`${siteConfig.adminPath}/*`} element={<AdminRoute />} />
      <Route element={<PublicLayout />}>
        {publicRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  );
}
