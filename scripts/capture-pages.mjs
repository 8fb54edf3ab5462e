// Full-page screenshots of every public page at a phone's and a desktop's width, for design reviews and
// the before/after records under docs/design/. The pages come from the running site's sitemap, plus the
// 404 page. With --before DIR (an earlier run's PNGs), it also writes one side-by-side image per page and
// width, "Before" on the left and "After" on the right, as WebP, encoded in the browser (no image library).
//
// Usage: node scripts/capture-pages.mjs <site URL> <output folder> [--before <folder>]
//   e.g. npm start (another terminal), then: node scripts/capture-pages.mjs http://127.0.0.1:3000 /tmp/after
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { chromium } from 'playwright';

import { chromiumLaunchArgs, findChromium } from './browser.mjs';

const widths = [375, 1440];
/** Side-by-side images are scaled to this width per side: the page at 1440 px stays legible at half size. */
const sideWidth = { 375: 375, 1440: 720 };
const webpQuality = 0.8;

/** The file name of a page: `home`, `features`, `how-it-works`, …, and `not-found` for the 404 page. */
const pageName = (pathname) => (pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '-'));

async function publicPaths(baseUrl) {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`sitemap.xml: HTTP ${response.status}`);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  return [...locations.map((location) => new URL(location).pathname), '/not-found'];
}

/** Waits for fonts, then scrolls through the page once so lazy images load, and waits for them to decode. */
async function settle(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await frame();
    await frame();
  });
}

/** Draws before and after side by side under their labels; returns WebP bytes. */
async function sideBySide(encoder, before, after, width) {
  const dataUrl = await encoder.evaluate(
    async ({ images, side, quality }) => {
      const decoded = await Promise.all(
        images.map(async (base64) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          return image;
        }),
      );
      const label = 40;
      const gap = 24;
      const heights = decoded.map((image) => Math.round((image.height * side) / image.width));
      const canvas = document.createElement('canvas');
      canvas.width = side * 2 + gap;
      canvas.height = label + Math.max(...heights);
      const context = canvas.getContext('2d');
      context.fillStyle = '#e5e7eb';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.font = '600 20px sans-serif';
      context.fillStyle = '#111827';
      context.imageSmoothingQuality = 'high';
      ['Before', 'After'].forEach((text, index) => {
        const x = index * (side + gap);
        context.fillText(text, x + 8, 27);
        context.drawImage(decoded[index], x, label, side, heights[index]);
      });
      return canvas.toDataURL('image/webp', quality);
    },
    { images: [before.toString('base64'), after.toString('base64')], side: sideWidth[width], quality: webpQuality },
  );
  return Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
}

async function main() {
  const args = process.argv.slice(2);
  const beforeIndex = args.indexOf('--before');
  const beforeDir = beforeIndex >= 0 ? args.splice(beforeIndex, 2)[1] : undefined;
  const [site, outputDir] = args;
  if (!site || !outputDir)
    throw new Error('Usage: node scripts/capture-pages.mjs <site URL> <output folder> [--before <folder>]');
  const baseUrl = site.replace(/\/$/, '');
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: install Debian chromium or set CHROME_PATH.');

  await mkdir(outputDir, { recursive: true });
  const paths = await publicPaths(baseUrl);
  const browser = await chromium.launch({ executablePath, args: chromiumLaunchArgs });
  try {
    const encoder = await browser.newPage();
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const pathname of paths) {
        await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
        await settle(page);
        const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        const name = `${pageName(pathname)}-${width}`;
        await writeFile(path.join(outputDir, `${name}.png`), png);
        if (beforeDir) {
          const before = await readFile(path.join(beforeDir, `${name}.png`));
          await writeFile(path.join(outputDir, `${name}.webp`), await sideBySide(encoder, before, png, width));
        }
        console.info(`${name}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
