import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from './AppProviders';
import { formOutcomePaths } from '@shared/content/paths';
import { AppRoutes, publicRouteFor, sitemapPaths } from './routes';

/** Renders the site at `path` once its page's chunk is here, as the browser does before hydrating. */
async function renderAt(path: string) {
  await publicRouteFor(path).page.preload();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  // Pages that show screenshots watch their size; jsdom has no layout to observe.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Rendering whole pages in jsdom is slow on a busy machine, the first one most of all.
describe('public routes', { timeout: 30_000 }, () => {
  it.each([
    ['/', 'Professional Invoicing Made Simple'],
    ['/features', 'Powerful Features'],
    ['/no-such-page', 'Page not found'],
    ['/features/extra', 'Page not found'],
  ])('%s shows “%s” inside the layout', async (path, heading) => {
    await renderAt(path);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/about', '/how-it-works', '/contact', '/coming-soon'])(
    '%s shows its own page, not the 404, inside the layout',
    async (path) => {
      await renderAt(path);
      const main = screen.getByRole('main');
      // A page with a section below the first screen renders once that section's code is here too.
      expect(await within(main).findByRole('heading', { level: 1 })).not.toHaveTextContent('Page not found');
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      // One main landmark: the layout's. A page that brought its own would nest a second one.
      expect(screen.getAllByRole('main')).toHaveLength(1);
    },
  );

  it('/how-it-works has the system showcase that Learn More on the landing page scrolls to', async () => {
    await renderAt('/how-it-works');
    // Rendered with the page, never after it: once the page's heading is there, so is the showcase.
    await screen.findByRole('heading', { level: 1, name: /From Signup to First Invoice/ });
    expect(document.getElementById('system-showcase')).toBeInTheDocument();
  });

  it('marks the page shown in the navigation', async () => {
    await renderAt('/how-it-works');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'How It Works' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('maps paths to their page, and any other path to the 404 page', () => {
    expect(publicRouteFor('/contact').path).toBe('/contact');
    expect(publicRouteFor('/contact/').path).toBe('/contact');
    expect(publicRouteFor('/contact/extra').path).toBe('*');
    expect(publicRouteFor('/').page.source).toBe('src/pages/HomePage.tsx');
  });
});

const robotsMeta = () => document.head.querySelector('meta[name="robots"]');

describe('the waitlist page and the form outcome pages', { timeout: 30_000 }, () => {
  const outcomeHeadings: Array<[string, string]> = [
    [formOutcomePaths.waitlist.joined, "You're In!"],
    [formOutcomePaths.waitlist.duplicate, 'Already on the Waitlist'],
    [formOutcomePaths.waitlist.invalid, 'Check Your Details'],
    [formOutcomePaths.waitlist.rateLimited, 'Too Many Requests'],
    [formOutcomePaths.waitlist.failed, 'Not Joined Yet'],
    [formOutcomePaths.contact.sent, 'Message Sent!'],
    [formOutcomePaths.contact.invalid, 'Check Your Details'],
    [formOutcomePaths.contact.failed, 'Message Not Sent'],
  ];

  it('/waitlist shows the sign-up form inside the layout, indexable', async () => {
    await renderAt('/waitlist');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Join the Waitlist');
    expect(within(main).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(robotsMeta()).toBeNull();
  });

  it('has a route for every outcome path, all served by the outcome page', () => {
    for (const [path] of outcomeHeadings) {
      expect(publicRouteFor(path).path).toBe(path);
      expect(publicRouteFor(path).page.source).toBe('src/pages/FormOutcomePage.tsx');
    }
    expect(outcomeHeadings).toHaveLength(
      Object.values(formOutcomePaths).flatMap((outcomes) => Object.values(outcomes)).length,
    );
  });

  it.each(outcomeHeadings)(
    '%s shows “%s” inside the layout and tells search engines not to index it',
    async (path, heading) => {
      await renderAt(path);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(robotsMeta()).toHaveAttribute('content', 'noindex');
    },
  );

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

describe('a page whose chunk is not loaded yet', { timeout: 30_000 }, () => {
  it('shows a loading indicator inside the layout, then the page', async () => {
    // Fresh modules: no page has been preloaded in this copy of the route table.
    vi.resetModules();
    const routes = await import('./routes');
    const { AppProviders: FreshProviders } = await import('./AppProviders');
    render(
      <FreshProviders>
        <MemoryRouter initialEntries={['/about']}>
          <routes.AppRoutes />
        </MemoryRouter>
      </FreshProviders>,
    );
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Our Mission' })).toBeInTheDocument();
  });
});
