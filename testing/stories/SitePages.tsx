import type { ReactNode } from 'react';

import { useSiteLocation } from '@/components/location/siteLocation';

/**
 * What the story's location shows: `pages[pathname]`, else `otherwise`. Stories use it to follow a click
 * on one of the site's links (the story's location is in memory, testing/web/MemoryLocation.tsx) to the
 * page, or a stand-in for it, the link leads to.
 */
export function SitePages({ pages, otherwise = null }: { pages: Record<string, ReactNode>; otherwise?: ReactNode }) {
  const { pathname } = useSiteLocation();
  return pages[pathname] ?? otherwise;
}
