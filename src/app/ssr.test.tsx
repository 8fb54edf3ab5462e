// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';

import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

function renderOnServer(path: string) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </AppProviders>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * Public pages are to be prerendered to HTML (DESIGN: every render path is SSR-safe). Node has no
 * `window` or `document`: touching them while rendering the layout or a page throws here.
 */
describe('the layout and its pages rendered on the server', { timeout: 30_000 }, () => {
  it.each([
    ['/', 'Professional Invoicing Made Simple'],
    ['/features', 'Powerful Features'],
    ['/no-such-page', 'Page not found'],
  ])('%s renders to HTML with the navigation, the page and the footer', (path, heading) => {
    expect(typeof window).toBe('undefined');
    const { html, styles } = renderOnServer(path);
    expect(html).toContain('<main id="main"');
    expect(html).toContain('Skip to main content');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Launch System');
    expect(html).toContain(heading);
    expect(html).toContain('All rights reserved.');
    expect(styles).toContain('max-width:1440px');
  });
});
