/**
 * Where each public page lives. One table for the route definitions, the navigation, the links in the
 * copy and each page's canonical address, so a path is never spelled twice.
 */
export const paths = {
  home: '/',
  about: '/about',
  features: '/features',
  howItWorks: '/how-it-works',
  contact: '/contact',
  comingSoon: '/coming-soon',
  privacy: '/privacy',
} as const;

export type PagePath = (typeof paths)[keyof typeof paths];
