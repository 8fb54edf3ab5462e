import { type ComponentType, Suspense } from 'react';
import { matchRoutes, Outlet, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';

import { deferredSections, type LazyComponent, lazyComponent } from '@/components/lazyComponent';
import { Spinner } from '@/components/Spinner';
import { formOutcomePaths, paths } from '@shared/content/paths';
import { Layout } from './Layout';

/** A page split into its own chunk, and the source file the build names that chunk after. */
export type RoutePage = LazyComponent<object> & { source: string };

/** A public page and where it lives. */
export type PublicRoute = {
  path: string;
  page: RoutePage;
  /**
   * A page search engines should not list: it says `noindex` and the sitemap leaves it out (the pages a
   * form sent without the app lands on, which only make sense right after that form).
   */
  noindex?: true;
};

/**
 * Every page module, each its own chunk. Listed through a glob so that the prerender can tell which
 * chunk serves a route (the manifest names chunks by source file) without a second table of names.
 */
const pageModules = import.meta.glob<Record<string, ComponentType>>('../pages/*Page.tsx');

/** The page exported as `name` from `src/pages/<name>.tsx`, split into a chunk of its own. */
function page(name: string): RoutePage {
  const source = `../pages/${name}.tsx`;
  const load = pageModules[source];
  if (!load) throw new Error(`No page module src/pages/${name}.tsx`);
  return {
    ...lazyComponent<object>(async () => {
      const component = (await load())[name];
      if (!component) throw new Error(`src/pages/${name}.tsx exports no ${name}`);
      return component;
    }),
    source: `src/pages/${name}.tsx`,
  };
}

/** One page for every form outcome; it tells them apart by address. */
const formOutcomePage = page('FormOutcomePage');

/** The public pages (product.md §2; DESIGN: `/` is the landing page, any other path the 404 page). */
export const publicRoutes: readonly PublicRoute[] = [
  { path: paths.home, page: page('HomePage') },
  { path: paths.about, page: page('AboutPage') },
  { path: paths.features, page: page('FeaturesPage') },
  { path: paths.howItWorks, page: page('HowItWorksPage') },
  { path: paths.contact, page: page('ContactPage') },
  { path: paths.comingSoon, page: page('ComingSoonPage') },
  { path: paths.privacy, page: page('PrivacyPage') },
  { path: paths.waitlist, page: page('WaitlistPage') },
  ...Object.values(formOutcomePaths)
    .flatMap((outcomes) => Object.values(outcomes))
    .map((path): PublicRoute => ({ path, page: formOutcomePage, noindex: true })),
  { path: '*', page: page('NotFoundPage') },
];

const notFoundRoute = publicRoutes.find((route) => route.path === '*')!;

/** The paths sitemap.xml lists: every page that has an address of its own and may be indexed. */
export const sitemapPaths = (): string[] =>
  publicRoutes.filter((route) => route !== notFoundRoute && !route.noindex).map((route) => route.path);

/** The public route that serves `pathname` (the 404 route for any path the site does not have). */
export function publicRouteFor(pathname: string): PublicRoute {
  const [match] = matchRoutes([...publicRoutes], pathname) ?? [];
  return match?.route ?? notFoundRoute;
}

/**
 * Fetches every public page's chunk and every deferred section's, after the first page is up, so later
 * navigations are instant: one at a time, each once the browser is next idle, so that running them is
 * many short tasks a visitor's input never waits behind, not one long one. A chunk that fails to load
 * (offline) is skipped; a navigation to its page fetches it again.
 */
export async function preloadAllPages(whenIdle: () => Promise<void>) {
  for (const { preload } of [...publicRoutes.map((route) => route.page), ...deferredSections]) {
    await whenIdle();
    await preload().catch(() => undefined);
  }
}

const PageLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  color: ${({ theme }) => theme.color.brand.primary};
`;

function PublicLayout() {
  return (
    <Layout>
      {/* Seen only when a page's chunk is not here yet; navigations are transitions, which keep the
          previous page on screen meanwhile, so this shows on a first visit without preloading. */}
      <Suspense
        fallback={
          <PageLoading>
            <Spinner size="lg" label="Loading the page" />
          </PageLoading>
        }
      >
        <Outlet />
      </Suspense>
    </Layout>
  );
}

/**
 * The route table: every public page inside the layout. The layout is a parent route, so it stays
 * mounted across navigations (the scroll listener and the waitlist dialog keep their state). The admin
 * portal is not here: it is an app of its own (portal/) that public pages never load.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicRoutes.map(({ path, page: { Component }, noindex }) => (
          <Route
            key={path}
            path={path}
            element={
              <>
                {noindex && <meta name="robots" content="noindex" />}
                <Component />
              </>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}
