import { featureScreens } from './featureScreens';
import { screenshots } from './screenshots';
import type { ScreenCrop } from './types';

/** The part of each feature's screen (featureScreens.ts) that the home page's bento tile shows. */
export const featureShots = {
  invoices: { screenshot: screenshots[featureScreens.invoices], crop: { x: 248, y: 142, width: 1008, height: 378 } },
  clients: { screenshot: screenshots[featureScreens.clients], crop: { x: 248, y: 142, width: 696, height: 318 } },
  catalogue: { screenshot: screenshots[featureScreens.catalogue], crop: { x: 264, y: 210, width: 596, height: 350 } },
  templates: { screenshot: screenshots[featureScreens.templates], crop: { x: 633, y: 160, width: 623, height: 360 } },
  analytics: { screenshot: screenshots[featureScreens.analytics], crop: { x: 264, y: 275, width: 624, height: 345 } },
  reports: { screenshot: screenshots[featureScreens.reports], crop: { x: 248, y: 72, width: 1008, height: 458 } },
} as const satisfies Record<keyof typeof featureScreens, ScreenCrop>;
