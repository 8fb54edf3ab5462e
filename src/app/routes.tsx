import { type ComponentType, Suspense } from 'react';
import styled from 'styled-components';

import { type LazyComponent, lazyComponent } from '@/components/lazyComponent';
import { Spinner } from '@/components/Spinner';
import { formOutcomePaths, paths } from '@shared/content/paths';
import { Layout } from './Layout';
import { useSiteLocation } from '@/components/location/siteLocation';

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

/**
 * The outcome pages of the site's own forms. The status link's form has outcome pages too, but the
 * server makes them (server/routes/memberLinks.ts), as it makes the status page they lead to.
 */
export const siteFormOutcomePaths: readonly string[] = [formOutcomePaths.waitlist, formOutcomePaths.contact].flatMap(
  (outcomes) => Object.values(outcomes),
);

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
  ...siteFormOutcomePaths.map((path): PublicRoute => ({ path, page: formOutcomePage, noindex: true })),
  { path: '*', page: page('NotFoundPage') },
];

const notFoundRoute = publicRoutes.find((route) => route.path === '*')!;

/** The paths sitemap.xml lists: every page that has an address of its own and may be indexed. */
export const sitemapPaths = (): string[] =>
  publicRoutes.filter((route) => route !== notFoundRoute && !route.noindex).map((route) => route.path);

const routesByPath = new Map(publicRoutes.map((route) => [route.path, route]));

/**
 * The site's page at `pathname`, or undefined for any path the site has no page at. Exact and
 * case-sensitive, as the server's files are; a trailing slash is ignored, as the server ignores it.
 */
export function sitePageAt(pathname: string): PublicRoute | undefined {
  return routesByPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** The public route that serves `pathname` (the 404 route for any path the site does not have). */
export function publicRouteFor(pathname: string): PublicRoute {
  return sitePageAt(pathname) ?? notFoundRoute;
}

/**
 * Fetches the code of the site's page at `pathname` (the browser's navigations wait for it); null where
 * the site has no page, which the browser then asks the server for.
 */
export function loadSitePage(pathname: string): Promise<unknown> | null {
  return sitePageAt(pathname)?.page.preload() ?? null;
}

const PageLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  color: ${({ theme }) => theme.color.brand.primary};
`;

/**
 * The page at the current location inside the layout, which stays mounted across navigations (the
 * scroll listener and the waitlist dialog keep their state). The admin portal is not here: it is an app
 * of its own (portal/) that public pages never load.
 */
export function AppRoutes() {
  const { pathname, key } = useSiteLocation();
  const { page, noindex } = publicRouteFor(pathname);
  return (
    <Layout>
      {/* Seen only when a page's chunk is not here yet; navigations fetch it first and render as
          transitions, which keep the previous page on screen meanwhile. */}
      <Suspense
        fallback={
          <PageLoading>
            <Spinner size="lg" label="Loading the page" />
          </PageLoading>
        }
      >
        {noindex && <meta name="robots" content="noindex" />}
        {/* A page of its own for every navigation, even to the address shown, as a browser loads it
            afresh: its prerendered sections that have not hydrated are never handed an update (a
            new location), which would throw their markup away (deferredSection). */}
        <page.Component key={key} />
      </Suspense>
    </Layout>
  );
}
