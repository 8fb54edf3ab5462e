import { createContext, type ReactNode, use, useMemo } from 'react';

/** Where the visitor is: the parts of the address the pages read, and a key that is new on every navigation. */
export type SiteLocation = {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** Changes with every navigation, even to the address already shown (the menu closes on it). */
  readonly key: string;
};

const SiteLocationContext = createContext<SiteLocation | null>(null);

/** The location of the page being shown. */
export function useSiteLocation(): SiteLocation {
  const location = use(SiteLocationContext);
  if (!location) throw new Error('useSiteLocation needs a location provider (BrowserLocation, StaticLocation).');
  return location;
}

/** The location of `url`, with `key` as its navigation key. */
export function locationOf(url: URL | Location, key: string): SiteLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

/** Provides `location` to the tree beneath; the providers below decide when it changes. */
export function SiteLocationProvider({ location, children }: { location: SiteLocation; children: ReactNode }) {
  return <SiteLocationContext value={location}>{children}</SiteLocationContext>;
}

/** A location that never changes: the prerender's (one page per render). */
export function StaticLocation({ url, children }: { url: string; children: ReactNode }) {
  const location = useMemo(() => locationOf(new URL(url, 'http://localhost'), 'static'), [url]);
  return <SiteLocationProvider location={location}>{children}</SiteLocationProvider>;
}
