import { type APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';
import { backgroundHex, publicRoutes, themeColor } from './support/public';

/** The origin the build names in absolute addresses: its default VITE_SITE_URL (ADR 0016). */
const SITE_URL = 'https://invoiceflow.app';

/** Width and height from a PNG's header: its IHDR chunk, right after the 8-byte signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fetches a file of this site from the test server, whatever origin the address names. */
async function fetchFromThisServer(request: APIRequestContext, address: string) {
  const response = await request.get(new URL(address).pathname);
  expect(response.status(), address).toBe(200);
  return response;
}

test.describe('share previews', () => {
  // What a link preview's crawler sees: the prerendered HTML, no script run.
  test.use({ javaScriptEnabled: false });

  const pages = [...publicRoutes.map((route) => route.path), '/waitlist/joined'];
  for (const path of pages) {
    test(`${path} names a 1200×630 picture that the server sends as a PNG kept for good`, async ({ page, request }) => {
      await page.goto(path);
      const tag = (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);
      const image = await tag('og:image').getAttribute('content');
      expect(image).toMatch(new RegExp(`^${SITE_URL}/assets/share/[\\w-]+\\.png$`));
      await expect(tag('twitter:image')).toHaveAttribute('content', image!);
      await expect(tag('twitter:card')).toHaveAttribute('content', 'summary_large_image');
      const sharedAs = path === '/waitlist/joined' ? '/waitlist' : path;
      await expect(tag('og:url')).toHaveAttribute('content', `${SITE_URL}${sharedAs}`);

      const picture = await fetchFromThisServer(request, image!);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(picture.headers()['cross-origin-resource-policy']).toBe('cross-origin');
      const bytes = await picture.body();
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      await expect(tag('og:image:width')).toHaveAttribute('content', '1200');
      await expect(tag('og:image:height')).toHaveAttribute('content', '630');
      expect(bytes.length).toBeLessThan(150_000);
    });
  }

  test('the 404 page names no picture', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('head meta[property^="og:"], head meta[name^="twitter:"]')).toHaveCount(0);
  });
});

test.describe('what the browser shows of the site', () => {
  test.use({ javaScriptEnabled: false });

  test('its theme colour is the navigation bar’s, at the top of every width', async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/features');
      expect(await themeColor(page), `at ${width} px`).toBe(await backgroundHex(page.getByRole('banner')));
    }
  });

  test('its web app manifest is linked, names the site, and every icon it lists is served at its size', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    const answer = await request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'InvoiceFlow', short_name: 'InvoiceFlow', start_url: '/' });
    expect(manifest.theme_color).toBe(await themeColor(page));
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await file.body())).toEqual({ width, height });
    }
    const appleIcon = await request.get(
      (await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href'))!,
    );
    expect(appleIcon.headers()['content-type']).toBe('image/png');
    expect(pngSize(await appleIcon.body())).toEqual({ width: 180, height: 180 });
  });
});
