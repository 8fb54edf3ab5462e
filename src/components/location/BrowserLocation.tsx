import { type ReactNode, startTransition, useEffect, useState } from 'react';

import { locationOf, type SiteLocation, SiteLocationProvider } from './siteLocation';

export type BrowserLocationProps = {
  /**
   * Fetches the code of the site's page at `pathname`; `null` when no page of the site lives there (the
   * admin portal, the API, files), which the browser then loads from the server as usual.
   */
  loadPage: (pathname: string) => Promise<unknown> | null;
  children: ReactNode;
};

/** The current history entry's id: new with every navigation, a replacing one (the same address) too. */
const currentEntryId = () => window.navigation?.currentEntry?.id ?? 'initial';

/** The same-origin page a link leads to, or null (another site, a new tab, a download). */
function linkTarget(target: EventTarget | null): URL | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * The address bar as the site's location, with navigations between its pages done in place by the
 * platform's Navigation API (ADR 0028): every same-origin navigation to one of the site's pages — a
 * link, back and forward, a form that asks for a page — is intercepted, the page's code fetched, and
 * the page rendered as a transition, which keeps the previous page on screen until the new one is
 * ready. Links are plain `<a href>`: they need no code of their own, so a link in markup that was never
 * hydrated navigates in place too. A browser without the API loads each page from the server, where
 * every page is prerendered.
 *
 * A page's code is fetched when the visitor shows an intent to go there (the pointer over a link, a
 * touch, keyboard focus), not before: a page downloads only the code it uses.
 */
export function BrowserLocation({ loadPage, children }: BrowserLocationProps) {
  const [location, setLocation] = useState<SiteLocation>(() => locationOf(window.location, currentEntryId()));

  useEffect(() => {
    const navigation = window.navigation;
    if (!navigation) return;
    const onNavigate = (event: NavigateEvent) => {
      if (!event.canIntercept || event.downloadRequest !== null || event.formData) return;
      if (event.navigationType === 'reload') return;
      const url = new URL(event.destination.url);
      const loading = loadPage(url.pathname);
      if (!loading) return;
      event.intercept({
        // The layout scrolls (smoothly to the top, or to the address's #target) and leaves focus where it is.
        scroll: 'manual',
        focusReset: 'manual',
        async handler() {
          try {
            await loading;
          } catch {
            // The page's code cannot be fetched (offline, or a release replaced it): the browser loads
            // the page from the server instead, or shows why it cannot.
            if (!event.signal.aborted) window.location.reload();
            return;
          }
          // A later navigation took over while the code was on its way: that one shows its page.
          if (event.signal.aborted) return;
          startTransition(() => setLocation(locationOf(url, currentEntryId())));
        },
      });
    };
    const preloadTarget = (event: Event) => {
      const url = linkTarget(event.target);
      if (url && url.pathname !== window.location.pathname) loadPage(url.pathname)?.catch(() => undefined);
    };
    navigation.addEventListener('navigate', onNavigate);
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
      document.addEventListener(type, preloadTarget, { passive: true });
    return () => {
      navigation.removeEventListener('navigate', onNavigate);
      for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
        document.removeEventListener(type, preloadTarget);
    };
  }, [loadPage]);

  return <SiteLocationProvider location={location}>{children}</SiteLocationProvider>;
}
