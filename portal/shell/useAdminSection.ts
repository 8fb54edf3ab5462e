import { useLocation } from 'react-router-dom';

import { type AdminSection, sectionForSegment } from '../sections';

/**
 * The section the URL chooses: the path segment after the admin path (`/admin/messages`), so reload
 * and back/forward keep it. The router's basename is the admin path, so the location here starts below
 * it. `undefined` when the segment names no selectable section.
 */
export function useAdminSection(): AdminSection | undefined {
  const { pathname } = useLocation();
  return sectionForSegment(pathname.replace(/^\/+|\/+$/g, ''));
}
