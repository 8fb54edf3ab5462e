import { useLocation } from 'react-router-dom';

import { siteConfig } from '../../../config/site';
import { type AdminSection, sectionForSegment } from './sections';

/**
 * The section the URL chooses: the path segment after the admin path (`/admin/messages`), so reload
 * and back/forward keep it. `undefined` when the segment names no selectable section.
 */
export function useAdminSection(): AdminSection | undefined {
  const { pathname } = useLocation();
  // The route matched the admin path (case-insensitively, as react-router does); what follows it is ours.
  const below = pathname.toLowerCase().startsWith(siteConfig.adminPath.toLowerCase())
    ? pathname.slice(siteConfig.adminPath.length)
    : pathname;
  return sectionForSegment(below.replace(/^\/+|\/+$/g, ''));
}
