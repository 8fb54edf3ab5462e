import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formOutcomePaths } from '@shared/content/paths';
import { AppProviders } from './AppProviders';
import { StaticLocation } from '@/components/location/siteLocation';
import { AppRoutes, loadSitePage, publicRouteFor, sitemapPaths } from './routes';

/*
 * The route table's logic. Each page inside the layout, its heading and its robots line are checked on
 * the server render (ssr.test.tsx) and in the browser (e2e/prerender.spec.ts, e2e/public.spec.ts).
 */

const outcomePaths = [formOutcomePaths.waitlist, formOutcomePaths.contact].flatMap((outcomes) =>
  Object.values(outcomes),
);

describe('the public route table', () => {
  it('maps paths to their page, and any other path to the 404 page', () => {
    expect(publicRouteFor('/contact').path).toBe('/contact');
    expect(publicRouteFor('/contact/').path).toBe('/contact');
    expect(publicRouteFor('/contact/extra').path).toBe('*');
    expect(publicRouteFor('/features/extra').path).toBe('*');
    expect(publicRouteFor('/').page.source).toBe('src/pages/HomePage.tsx');
    // Exact, as the server's files are: /Contact is not the contact page there either.
    expect(publicRouteFor('/Contact').path).toBe('*');
  });

  it('leaves every path that is not one of its pages to the server (the portal, the API, files)', () => {
    expect(loadSitePage('/api/webpage/waitlist')).toBeNull();
    expect(loadSitePage('/sitemap.xml')).toBeNull();
    // The status link's form and its outcome pages, and the status page, are the server's own.
    for (const path of Object.values(formOutcomePaths.statusLink)) expect(loadSitePage(path)).toBeNull();
    expect(loadSitePage('/waitlist/status')).toBeNull();
    expect(loadSitePage('/about')).toBeInstanceOf(Promise);
  });

  it('has a route for every outcome path, all served by the outcome page and kept out of search engines', () => {
    expect(outcomePaths).toHaveLength(9);
    for (const path of outcomePaths) {
      expect(publicRouteFor(path).path).toBe(path);
      expect(publicRouteFor(path).page.source).toBe('src/pages/FormOutcomePage.tsx');
      expect(publicRouteFor(path).noindex).toBe(true);
    }
    expect(publicRouteFor('/waitlist').noindex).toBeUndefined();
  });

  it('lists every page with an address of its own in the sitemap, the waitlist page included, but no outcome page', () => {
    expect(sitemapPaths()).toEqual([
      '/',
      '/about',
      '/features',
      '/how-it-works',
      '/contact',
      '/coming-soon',
      '/privacy',
      '/waitlist',
    ]);
  });
});

// A page's chunk arriving after the first render cannot be staged in a story (the story's module
// graph may hold it already); here nothing has preloaded it. Slow on a busy machine.
describe('a page whose chunk is not loaded yet', { timeout: 30_000 }, () => {
  it('shows a loading indicator inside the layout, then the page', async () => {
    render(
      <AppProviders>
        <StaticLocation url="/about">
          <AppRoutes />
        </StaticLocation>
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The chunk's first import is transformed on the spot, which takes seconds on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Our Mission' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});
