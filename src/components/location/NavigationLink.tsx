import type { ComponentPropsWithRef } from 'react';

import { useSiteLocation } from './siteLocation';

export type NavigationLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** The path of one of the site's pages. */
  to: string;
};

/** A link of the site's navigation: marked `aria-current="page"` while its page is the one shown. */
export function NavigationLink({ to, children, ...rest }: NavigationLinkProps) {
  const current = useSiteLocation().pathname === to;
  return (
    <a href={to} aria-current={current ? 'page' : undefined} {...rest}>
      {children}
    </a>
  );
}
