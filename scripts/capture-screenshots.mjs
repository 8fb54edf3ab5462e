// Captures the product screenshots the site shows (src/content/screenshots.ts): builds Storybook,
// serves it on a loopback port, opens each "Product screens" story in Debian's Chromium in a 1280×800
// window, draws it at 1x and at 2x, and writes public/screenshots/<name>-<width>.webp at every width the
// manifest lists (the 1280 w file keeps the plain <name>.webp), plus the narrow crop
// <name>-narrow-<width>.webp. Files up to 1280 w come from the 1x drawing, wider ones and the crops
// from the 2x one, so text is drawn for the pixels it lands on rather than scaled up. The WebP
// encoding, the crops and the downscales happen in the browser (canvas), so no image library is
// needed, and nothing is downloaded. The manifest is read by bundling it with esbuild, so its names,
// sizes and crops have one home.
//
// Usage: npm run screenshots [-- <name> …]
//   <name>                     capture only these screens (default: every screen in the manifest)
//   SCREENSHOTS_STORYBOOK_URL  use a running Storybook (e.g. http://127.0.0.1:6006) instead of building
//   SCREENSHOTS_PNG_DIR        also write lossless PNG copies there, for reviewing the images
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import { chromium } from 'playwright';

import { chromiumLaunchArgs, findChromium } from './browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const manifestPath = path.join(root, 'src', 'content', 'screenshots.ts');

/**
 * WebP quality (0-1) by how the file is drawn. A 2x file's artefacts are half the size on screen, so
 * it is encoded a little harder: the 2560 w file stays about twice the 1280 w one, not four times.
 */
const webpQuality = { 1: 0.86, 2: 0.8 };
const storyPrefix = 'product-screens-';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** The manifest, bundled by esbuild (it imports nothing) and loaded as a module. */
async function loadManifest() {
  const result = await build({
    entryPoints: [manifestPath],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * What to write for one screen: every file with the drawing it comes from (1x or 2x), the part of the
 * screen it shows (CSS px) and its size in px.
 */
function outputsOf(manifest, name) {
  const { screenSize, screenshotWidths, narrowCropSize, narrowWidths, screenshotFile, narrowScreenshotFile } = manifest;
  const crop = manifest.screenshots[name].narrow;
  const whole = { x: 0, y: 0, width: screenSize.width, height: screenSize.height };
  const part = { x: crop.x, y: crop.y, width: narrowCropSize.width, height: narrowCropSize.height };
  if (part.x < 0 || part.y < 0 || part.x + part.width > whole.width || part.y + part.height > whole.height) {
    throw new Error(`The narrow crop of ${name} lies outside the ${whole.width}×${whole.height} screen.`);
  }
  const scaled = (area, width) => ({ width, height: Math.round((width * area.height) / area.width) });
  return [
    ...screenshotWidths.map((width) => ({
      file: screenshotFile(name, width),
      density: width > screenSize.width ? 2 : 1,
      area: whole,
      ...scaled(whole, width),
    })),
    ...narrowWidths.map((width) => ({
      file: narrowScreenshotFile(name, width),
      density: 2,
      area: part,
      ...scaled(part, width),
    })),
  ];
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

async function buildStorybook() {
  const dir = await mkdtemp(path.join(tmpdir(), 'screenshots-storybook-'));
  console.info(`Building Storybook into ${dir} …`);
  await run('npx', ['storybook', 'build', '--quiet', '-o', dir], { STORYBOOK_DISABLE_TELEMETRY: '1' });
  return dir;
}

/** Serves `dir` on a free loopback port; resolves with the server and its base URL. */
function serveStatic(dir) {
  const server = createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const file = path.join(dir, path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''));
      const target = file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
      if (!target.startsWith(dir + path.sep)) throw new Error('outside');
      const info = await stat(target);
      if (!info.isFile()) throw new Error('not a file');
      response.writeHead(200, {
        'content-type': contentTypes[path.extname(target)] ?? 'application/octet-stream',
        'content-length': info.size,
      });
      createReadStream(target).pipe(response);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ server, baseUrl: `http://127.0.0.1:${port}` });
    });
  });
}

/** The story id of every screen, from the Storybook index: `product-screens-<name>--<story>`. */
async function screenStories(baseUrl, names) {
  const response = await fetch(`${baseUrl}/index.json`);
  if (!response.ok) throw new Error(`Storybook index: HTTP ${response.status}`);
  const { entries } = await response.json();
  const stories = Object.values(entries).filter((entry) => entry.type === 'story' && entry.id.startsWith(storyPrefix));
  return names.map((name) => {
    const matches = stories.filter((entry) => entry.id.slice(storyPrefix.length).split('--')[0] === name);
    if (matches.length !== 1) {
      throw new Error(
        `Expected one story "Product screens/…" with id ${storyPrefix}${name}--…, found ${matches.length}`,
      );
    }
    return { name, id: matches[0].id };
  });
}

/** Opens the story alone and waits until it is drawn with its fonts and images. */
async function renderStory(page, baseUrl, id) {
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, { waitUntil: 'load' });
  // The sb-show-main class comes before the story's first render (a capture then was blank): wait until the
  // story is drawn and its play function is over too.
  await page.waitForFunction(
    () => {
      const body = document.body.classList;
      if (body.contains('sb-show-errordisplay')) return true;
      const drawn =
        body.contains('sb-show-main') &&
        !body.contains('sb-show-preparing-story') &&
        (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0;
      const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return drawn && (phase === undefined || phase === 'finished' || phase === 'completed');
    },
    undefined,
    { timeout: 60_000 },
  );
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'unknown error')
      : null,
  );
  if (error) throw new Error(`Story ${id} failed to render: ${error}`);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
    );
    // Two frames, so layout after the fonts arrived is painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // Park the pointer where no control is, so no hover state shows.
  const { width, height } = page.viewportSize();
  await page.mouse.move(width - 1, height - 1);
}

/**
 * Draws each output's part of the drawing (a PNG `density` times the screen's CSS size) on a canvas
 * of the output's size and returns it as a WebP data URL (and a PNG one if asked).
 */
async function encodeInBrowser(encoder, png, density, outputs, withPng) {
  return encoder.evaluate(
    async ({ base64, scale, items, quality, alsoPng }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      return items.map(({ area, width, height }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        context.imageSmoothingEnabled = true;
        context.imageSmoothingQuality = 'high';
        context.drawImage(
          image,
          area.x * scale,
          area.y * scale,
          area.width * scale,
          area.height * scale,
          0,
          0,
          width,
          height,
        );
        return {
          webp: canvas.toDataURL('image/webp', quality),
          png: alsoPng ? canvas.toDataURL('image/png') : null,
        };
      });
    },
    {
      base64: png.toString('base64'),
      scale: density,
      items: outputs.map(({ area, width, height }) => ({ area, width, height })),
      quality: webpQuality[density],
      alsoPng: withPng,
    },
  );
}

const dataUrlBytes = (dataUrl, type) => {
  const prefix = `data:${type};base64,`;
  if (!dataUrl.startsWith(prefix)) throw new Error(`The browser did not encode ${type} (got ${dataUrl.slice(0, 30)}…)`);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64');
};

async function main() {
  const manifest = await loadManifest();
  const requested = process.argv.slice(2);
  const allNames = Object.keys(manifest.screenshots);
  const unknown = requested.filter((name) => !allNames.includes(name));
  if (unknown.length > 0) throw new Error(`Not in the manifest: ${unknown.join(', ')}`);
  const names = requested.length > 0 ? requested : allNames;

  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: install Debian chromium or set CHROME_PATH.');

  const pngDir = process.env.SCREENSHOTS_PNG_DIR;
  let buildDir;
  let server;
  let browser;
  try {
    let baseUrl = process.env.SCREENSHOTS_STORYBOOK_URL?.replace(/\/$/, '');
    if (!baseUrl) {
      buildDir = await buildStorybook();
      ({ server, baseUrl } = await serveStatic(buildDir));
    }
    const screens = await screenStories(baseUrl, names);

    browser = await chromium.launch({ executablePath, args: chromiumLaunchArgs });
    // One window per drawing density: the same 1280×800 CSS px, with 1 and 2 device pixels per CSS px.
    const pages = {};
    for (const density of [1, 2]) {
      const context = await browser.newContext({
        viewport: manifest.screenSize,
        deviceScaleFactor: density,
        reducedMotion: 'reduce',
      });
      pages[density] = await context.newPage();
    }
    const encoder = pages[1];

    await mkdir(path.join(publicDir, 'screenshots'), { recursive: true });
    if (pngDir) await mkdir(pngDir, { recursive: true });
    for (const { name, id } of screens) {
      const outputs = outputsOf(manifest, name);
      const written = [];
      for (const density of [1, 2]) {
        const page = pages[density];
        await renderStory(page, baseUrl, id);
        const png = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
        const drawn = outputs.filter((output) => output.density === density);
        const encoded = await encodeInBrowser(encoder, png, density, drawn, !!pngDir);
        for (const [at, output] of drawn.entries()) {
          const bytes = dataUrlBytes(encoded[at].webp, 'image/webp');
          await writeFile(path.join(publicDir, output.file), bytes);
          written.push(`${path.basename(output.file)} ${(bytes.length / 1024).toFixed(1)} kB`);
          if (pngDir) {
            const pngName = path.basename(output.file).replace(/\.webp$/, '.png');
            await writeFile(path.join(pngDir, pngName), dataUrlBytes(encoded[at].png, 'image/png'));
          }
        }
      }
      console.info(`${name}: ${written.join(', ')}`);
    }
  } finally {
    await browser?.close();
    server?.close();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
