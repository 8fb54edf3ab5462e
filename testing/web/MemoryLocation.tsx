import { type ReactNode, useEffect, useState } from 'react';

import { locationOf, type SiteLocation, SiteLocationProvider } from '@/components/location/siteLocation';

const at = (path: string, key: string): SiteLocation => locationOf(new URL(path, 'http://localhost'), key);

/**
 * The site's location for stories and unit tests: starts at `path` and follows clicks on the site's
 * own links in memory, as the browser's navigations do in the app (BrowserLocation), without leaving the
 * page the story or test runs in.
 */
export function MemoryLocation({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => at(path, 'initial'));
  useEffect(() => {
    let navigations = 0;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (!link || !href?.startsWith('/') || href.startsWith('//') || link.getAttribute('target')) return;
      event.preventDefault();
      setLocation(at(href, String(++navigations)));
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, []);
  return <SiteLocationProvider location={location}>{children}</SiteLocationProvider>;
}
