// Captures the product screenshots the site shows (src/content/screenshots.ts): builds Storybook,
// serves it on a loopback port, opens each "Product screens" story in Debian's Chromium at 1280×800
// and writes public/screenshots/<name>.webp and <name>-640.webp. The WebP encoding and the downscale
// happen in the browser (canvas), so no image library is needed, and nothing is downloaded.
//
// Usage: npm run screenshots [-- <name> …]
//   <name>                     capture only these screens (default: every screen in the manifest)
//   SCREENSHOTS_STORYBOOK_URL  use a running Storybook (e.g. http://127.0.0.1:6006) instead of building
//   SCREENSHOTS_PNG_DIR        also write lossless PNG copies there, for reviewing the images
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright';

import { chromiumLaunchArgs, findChromium } from './browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, 'public', 'screenshots');
const manifestPath = path.join(root, 'src', 'content', 'screenshots.ts');

const full = { width: 1280, height: 800 };
const small = { width: 640, height: 400 };
const webpQuality = 0.86;
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

/** The screen names of the manifest, in order: the keys passed to `screenshot('<name>', …)`. */
async function manifestNames() {
  const source = await readFile(manifestPath, 'utf8');
  const names = [...source.matchAll(/screenshot\(\s*'([a-z0-9-]+)'/g)].map((match) => match[1]);
  if (names.length === 0) throw new Error(`No screenshots found in ${path.relative(root, manifestPath)}`);
  return names;
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
  await page.waitForFunction(
    () => ['sb-show-main', 'sb-show-errordisplay'].some((name) => document.body.classList.contains(name)),
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
  await page.mouse.move(full.width - 1, full.height - 1);
}

/** Draws the PNG on canvases at both sizes and returns them as WebP data URLs (and PNG ones if asked). */
async function encodeInBrowser(encoder, png, withPng) {
  return encoder.evaluate(
    async ({ base64, sizes, quality, withPng: alsoPng }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      return sizes.map(({ width, height }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        context.imageSmoothingEnabled = true;
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, width, height);
        return {
          webp: canvas.toDataURL('image/webp', quality),
          png: alsoPng ? canvas.toDataURL('image/png') : null,
        };
      });
    },
    { base64: png.toString('base64'), sizes: [full, small], quality: webpQuality, withPng },
  );
}

const dataUrlBytes = (dataUrl, type) => {
  const prefix = `data:${type};base64,`;
  if (!dataUrl.startsWith(prefix)) throw new Error(`The browser did not encode ${type} (got ${dataUrl.slice(0, 30)}…)`);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64');
};

async function main() {
  const requested = process.argv.slice(2);
  const allNames = await manifestNames();
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
    const context = await browser.newContext({ viewport: full, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const encoder = await context.newPage();

    await mkdir(outputDir, { recursive: true });
    if (pngDir) await mkdir(pngDir, { recursive: true });
    for (const { name, id } of screens) {
      await renderStory(page, baseUrl, id);
      const png = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
      const [large, reduced] = await encodeInBrowser(encoder, png, !!pngDir);
      const files = [
        [`${name}.webp`, dataUrlBytes(large.webp, 'image/webp')],
        [`${name}-640.webp`, dataUrlBytes(reduced.webp, 'image/webp')],
      ];
      for (const [file, bytes] of files) await writeFile(path.join(outputDir, file), bytes);
      if (pngDir) {
        await writeFile(path.join(pngDir, `${name}.png`), png);
        await writeFile(path.join(pngDir, `${name}-640.png`), dataUrlBytes(reduced.png, 'image/png'));
      }
      const sizes = files.map(([file, bytes]) => `${file} ${(bytes.length / 1024).toFixed(1)} kB`).join(', ');
      console.info(`${name}: ${sizes}`);
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
