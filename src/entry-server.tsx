/**
 * The prerender's way into the app (scripts/build-site.mjs): renders one public page to HTML with its
 * styled-components styles, exactly as the browser will hydrate it.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

import { AppShell } from '@/app/AppShell';
import { StaticLocation } from '@/components/location/siteLocation';
import { preloadDeferredSections } from '@/components/lazyComponent';
import { AppRoutes, publicRouteFor, publicRoutes, sitemapPaths } from '@/app/routes';
import { siteConfig } from '@/config/site';
import { type SharePreviews, SharePreviewsContext } from '@/pages/SiteShareMeta';
import { interLatinFontUrl } from './theme';

export { publicRoutes, siteConfig, sitemapPaths };
/** What the build draws each page's share picture from, in the site's design (scripts/siteImages.mjs). */
export { screenContentOrigin, shareCards } from '@/content/shareCards';
export { tokens } from '@shared/theme/tokens';
/** The brand mark the favicon, the web app's icons and the share cards are drawn with (scripts/siteImages.mjs). */
export { brandMarkSvg } from '@/components/BrandMark';

/** The font files every page preloads (they are the only ones the site uses). */
export const fontUrls = [interLatinFontUrl];

export type RenderedPage = {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The `<style>` tags of every styled component the page rendered. */
  styles: string;
};

export type RenderOptions = {
  /** Every page's share tags, by the path of the page the card is for, with the pictures just drawn. */
  sharePreviews: SharePreviews;
};

export async function renderPage(location: string, { sharePreviews }: RenderOptions): Promise<RenderedPage> {
  // Loaded first so that the page and its deferred sections render instead of suspending (lazyComponent).
  await publicRouteFor(location).page.preload();
  await preloadDeferredSections();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppShell>
          <SharePreviewsContext value={sharePreviews}>
            <StaticLocation url={location}>
              <AppRoutes />
            </StaticLocation>
          </SharePreviewsContext>
        </AppShell>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
