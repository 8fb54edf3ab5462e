/**
 * The prerender's way into the app (scripts/build-site.mjs): renders one public page to HTML with its
 * styled-components styles, exactly as the browser will hydrate it.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

import { App } from './app/App';
import { publicRouteFor, publicRoutes } from './app/routes';
import { siteConfig } from './config/site';

export { publicRoutes, siteConfig };

export type RenderedPage = {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The `<style>` tags of every styled component the page rendered. */
  styles: string;
};

export async function renderPage(location: string): Promise<RenderedPage> {
  // Loaded first so that the page renders instead of suspending (see lazyPage).
  await publicRouteFor(location).page.preload();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App location={location} />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
