import type { ReactNode } from 'react';

/**
 * The frame of every public page: navigation, the page, the footer, and the site-wide waitlist dialog.
 * (Being built out: see the public website issue.)
 */
export function Layout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
