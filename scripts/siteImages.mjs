// Images the site build draws (ADR 0016): every page's share card (the 1200×630 picture a shared link
// shows) and the web app's icons. Each is an SVG written here and rasterized by resvg compiled to
// WebAssembly; text is set in the site's own Inter (the variable font from @fontsource-variable/inter, at
// the weights the site uses) and drawn as outlines, so no system font is involved; product screens are
// decoded from their WebP by libwebp in WebAssembly. No browser, no native add-on, no network: the build
// runs where `npm ci` ran. Output is deterministic (same inputs, same bytes), so the hashed file names only
// change when a picture does, and link previews cached by other sites stay valid until then.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import * as fontkit from 'fontkit';
import UPNG from 'upng-js';
import decompressWoff2 from 'wawoff2/decompress.js';

const require = createRequire(import.meta.url);

/** The size Open Graph and Twitter's large card ask for (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/** Where the images go in the site: under assets/, which the server caches for good (hashed names). */
const SHARE_DIR = 'assets/share';
const ICON_DIR = 'assets/icons';

/**
 * The card's layout, in pixels of the 1200×630 image: the brand at the top left, the page's eyebrow and
 * headline in a column beside a product screen that runs off the right and bottom edges.
 */
const layout = {
  margin: 72,
  /** The text column's width. */
  columnWidth: 496,
  brandMarkSize: 44,
  /** The screen's window: its top-left corner; it runs to the image's right and bottom edges. */
  panel: { x: 640, y: 150 },
  /** Headline sizes tried largest first; the first that fits in three lines is used. */
  headlineSizes: [64, 58, 52, 46],
  headlineMaxLines: 3,
  /** The eyebrow's size, made smaller only if it would not fit the column. */
  eyebrowSize: 18,
};

/** A CSS length in rem or em, in pixels (1 rem = 16 px), or em as a fraction. */
const pixels = (length, fontSize = 16) => parseFloat(length) * (length.endsWith('rem') ? 16 : fontSize);

const escapeXml = (text) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

let engine;

/** resvg, the WebP decoder and the font, loaded once per process. */
function loadEngine() {
  engine ??= (async () => {
    try {
      await initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    } catch (error) {
      // The module is shared by everything in the process that imported it (test files in one worker).
      if (!/Already initialized/.test(String(error))) throw error;
    }
    await initWebpDecoder(
      await WebAssembly.compile(await readFile(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm'))),
    );
    // WOFF2 is what the package ships; fontkit applies a variable font's weight axis only to a TrueType file.
    const woff2 = await readFile(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
    const inter = fontkit.create(Buffer.from(await decompressWoff2(woff2)));
    return { inter, instances: new Map() };
  })();
  return engine;
}

/** The font at one weight of its `wght` axis. */
function interAt({ inter, instances }, weight) {
  if (!instances.has(weight)) instances.set(weight, inter.getVariation({ wght: weight }));
  return instances.get(weight);
}

/**
 * One line of text set in Inter: its width, and its outline as SVG path data at a given baseline. Kerning
 * and the font's other default features apply; `tracking` is letter spacing in em, as the tokens give it.
 */
function setLine(fonts, text, { size, weight, tracking = 0 }) {
  const font = interAt(fonts, weight);
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const glyphs = [];
  let advance = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    glyphs.push({ glyph, x: advance + position.xOffset * scale, y: position.yOffset * scale });
    advance += position.xAdvance * scale + tracking * size;
  });
  return {
    width: advance - (glyphs.length > 0 ? tracking * size : 0),
    outline: (x, baseline) =>
      glyphs
        .map(({ glyph, x: offset, y }) =>
          glyph.path
            .scale(scale, -scale)
            .translate(x + offset, baseline - y)
            .toSVG(),
        )
        .join(''),
  };
}

/**
 * `text` broken into lines no wider than `maxWidth`, then balanced as CSS `text-wrap: balance` does: the
 * narrowest width that needs no more lines, so a headline does not end on one short word.
 */
function wrap(fonts, text, style, maxWidth) {
  const words = text.split(/\s+/).filter(Boolean);
  const linesAt = (width) => {
    const lines = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && setLine(fonts, candidate, style).width > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    return [...lines, line];
  };
  const count = linesAt(maxWidth).length;
  let [narrow, wide] = [0, maxWidth];
  while (wide - narrow > 1) {
    const middle = (narrow + wide) / 2;
    if (linesAt(middle).length <= count) wide = middle;
    else narrow = middle;
  }
  return linesAt(wide);
}

/**
 * A PNG file of `width` × `height` pixels from its rows of samples (each row without its filter byte;
 * filter "none" is written, which suits palette images and costs nothing for the quick ones), compressed
 * by Node's zlib at `level`.
 */
function pngFile({ width, height, colourType, bytesPerPixel, samples, palette, level }) {
  const rowBytes = width * bytesPerPixel;
  const rows = Buffer.alloc((rowBytes + 1) * height);
  for (let row = 0; row < height; row++) {
    rows.set(samples.subarray(row * rowBytes, (row + 1) * rowBytes), row * (rowBytes + 1) + 1);
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8); // 8 bits per sample or index, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(palette ? [chunk('PLTE', palette)] : []),
    chunk('IDAT', deflateSync(rows, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** RGBA pixels as a PNG, quickly (light compression): for images placed inside an SVG. */
const rgbaPng = (pixels, width, height) =>
  pngFile({ width, height, colourType: 6, bytesPerPixel: 4, samples: pixels, level: 1 });

/**
 * Opaque RGBA pixels as a PNG of at most 256 colours: the palette is UPNG's (a k-d tree split on the
 * colours' spread, no dithering, so flat interface colours stay exact), the file is written by Node's
 * zlib at its best compression.
 */
function palettePng(pixels, width, height) {
  const { bufs, plte } = UPNG.quantize(
    [pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength)],
    256,
  );
  const mapped = new Uint32Array(bufs[0]);
  const indexOf = new Map(plte.map((leaf, index) => [leaf.est.rgba, index]));
  const indices = new Uint8Array(mapped.length);
  for (let pixel = 0; pixel < mapped.length; pixel++) indices[pixel] = indexOf.get(mapped[pixel]);
  const palette = Buffer.alloc(plte.length * 3);
  plte.forEach((leaf, index) => {
    // `rgba` is the colour as it lies in memory (R first), read as a little-endian 32-bit number.
    palette.writeUInt8(leaf.est.rgba & 0xff, index * 3);
    palette.writeUInt8((leaf.est.rgba >>> 8) & 0xff, index * 3 + 1);
    palette.writeUInt8((leaf.est.rgba >>> 16) & 0xff, index * 3 + 2);
  });
  return pngFile({ width, height, colourType: 3, bytesPerPixel: 1, samples: indices, palette, level: 9 });
}

/** The part of a WebP screenshot at `crop`, `width` × `height` pixels, as a PNG data URL. */
async function screenCrop(file, crop, width, height) {
  const bytes = await readFile(file);
  const image = await decodeWebp(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  if (crop.x < 0 || crop.y < 0 || crop.x + width > image.width || crop.y + height > image.height) {
    throw new Error(
      `${file} is ${image.width}×${image.height}: a ${width}×${height} crop at ${crop.x},${crop.y} does not fit.`,
    );
  }
  const pixels = new Uint8Array(width * height * 4);
  const source = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  for (let row = 0; row < height; row++) {
    const start = ((crop.y + row) * image.width + crop.x) * 4;
    pixels.set(source.subarray(start, start + width * 4), row * width * 4);
  }
  return `data:image/png;base64,${rgbaPng(pixels, width, height).toString('base64')}`;
}

/** The SVG of a card: the site's dark hero, the brand, the page's eyebrow and headline, a product screen. */
async function shareCardSvg(fonts, card, { brandName, siteUrl, tokens, publicDir, brandMark }) {
  const { width, height } = SHARE_IMAGE_SIZE;
  const { color, typography, radius } = tokens;
  const { margin, columnWidth, panel } = layout;
  const ink = color.text.onBrand;

  const headlineStyle = (size) => ({
    size,
    weight: typography.fontWeight.extrabold,
    tracking: parseFloat(typography.letterSpacing.tight),
  });
  const [headlineSize, lines] = layout.headlineSizes
    .map((size) => [size, wrap(fonts, card.headline, headlineStyle(size), columnWidth)])
    .find(([, candidate], index, all) => candidate.length <= layout.headlineMaxLines || index === all.length - 1);
  const lineHeight = Math.round(headlineSize * typography.lineHeight.tight);

  const eyebrowPadding = { x: 18, height: 40 };
  let eyebrowSize = layout.eyebrowSize;
  const setEyebrow = () =>
    setLine(fonts, card.eyebrow.toUpperCase(), {
      size: eyebrowSize,
      weight: typography.fontWeight.semibold,
      tracking: parseFloat(typography.letterSpacing.wide),
    });
  let eyebrow = card.eyebrow ? setEyebrow() : undefined;
  while (eyebrow && eyebrow.width + eyebrowPadding.x * 2 > columnWidth && eyebrowSize > 12) {
    eyebrowSize -= 1;
    eyebrow = setEyebrow();
  }

  // The eyebrow and headline, centred between the brand (top) and the site's address (bottom).
  const gap = 28;
  const eyebrowHeight = eyebrow ? eyebrowPadding.height + gap : 0;
  const blockHeight = eyebrowHeight + lines.length * lineHeight;
  const top = Math.round((margin + 44 + (height - margin - 24) - blockHeight) / 2);
  const firstBaseline = top + eyebrowHeight + Math.round(headlineSize * 0.92);
  const headline = lines
    .map((line, index) =>
      setLine(fonts, line, headlineStyle(headlineSize)).outline(margin, firstBaseline + index * lineHeight),
    )
    .join('');
  const eyebrowPill = eyebrow
    ? `<rect x="${margin + 0.5}" y="${top + 0.5}" width="${Math.round(eyebrow.width) + eyebrowPadding.x * 2}" height="${eyebrowPadding.height}" rx="${eyebrowPadding.height / 2}" fill="none" stroke="${ink}" stroke-opacity="0.5"/>` +
      `<path fill="${ink}" d="${eyebrow.outline(margin + eyebrowPadding.x, top + eyebrowPadding.height / 2 + Math.round(eyebrowSize * 0.36))}"/>`
    : '';

  const brand = setLine(fonts, brandName, {
    size: 28,
    weight: typography.fontWeight.extrabold,
    tracking: parseFloat(typography.letterSpacing.tight),
  });
  const host = setLine(fonts, new URL(siteUrl).host, { size: 20, weight: typography.fontWeight.medium });

  const screen = { width: width - panel.x, height: height - panel.y };
  const screenImage = await screenCrop(join(publicDir, card.screenshot.src), card.crop, screen.width, screen.height);
  const corner = pixels(radius.lg);

  // The glow is the hero's (src/sections/Hero): the brand colour fading into the dark from the top right.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <title>${escapeXml(card.imageAlt)}</title>
  <defs>
    <radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="1020" cy="-60" r="760" gradientTransform="translate(1020 -60) scale(1 0.55) translate(-1020 60)">
      <stop offset="0" stop-color="${color.brand.primary}" stop-opacity="0.95"/>
      <stop offset="1" stop-color="${color.brand.primary}" stop-opacity="0"/>
    </radialGradient>
    <clipPath id="window"><rect x="${panel.x}" y="${panel.y}" width="${screen.width + corner}" height="${screen.height + corner}" rx="${corner}"/></clipPath>
  </defs>
  <rect width="${width}" height="${height}" fill="${color.surface.inverse}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <image x="${panel.x}" y="${panel.y}" width="${screen.width}" height="${screen.height}" href="${screenImage}" clip-path="url(#window)"/>
  <rect x="${panel.x + 0.5}" y="${panel.y + 0.5}" width="${screen.width + corner}" height="${screen.height + corner}" rx="${corner}" fill="none" stroke="${ink}" stroke-opacity="0.18"/>
  <image x="${margin}" y="${margin - 4}" width="${layout.brandMarkSize}" height="${layout.brandMarkSize}" href="data:image/svg+xml;base64,${Buffer.from(brandMark).toString('base64')}"/>
  <path fill="${ink}" d="${brand.outline(margin + layout.brandMarkSize + 14, margin + 28)}"/>
  ${eyebrowPill}
  <path fill="${ink}" d="${headline}"/>
  <path fill="${ink}" fill-opacity="0.72" d="${host.outline(margin, height - margin + 6)}"/>
</svg>`;
}

/**
 * An SVG rasterized at its own size, as a PNG: reduced to a 256-colour palette when `palette` (opaque
 * images only), else in full colour with transparency (UPNG picks each row's filter).
 */
function rasterize(svg, { palette }) {
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' } });
  const image = resvg.render();
  const { width, height } = image;
  const pixels = image.pixels.slice();
  image.free();
  resvg.free();
  return palette ? palettePng(pixels, width, height) : Buffer.from(UPNG.encode([pixels.buffer], width, height, 0));
}

/** Where drawn images are kept between builds, by a hash of everything they are drawn from. */
const CACHE_DIR = 'node_modules/.cache/site-images';
/** The packages whose code decides the pixels: a new version draws afresh. */
const RENDERING_PACKAGES = [
  '@resvg/resvg-wasm',
  '@jsquash/webp',
  'fontkit',
  'upng-js',
  'wawoff2',
  '@fontsource-variable/inter',
];

let rendererVersion;

/** This module's source and the rendering packages' versions: what draws, as opposed to what is drawn. */
async function renderer() {
  rendererVersion ??= (async () => {
    const versions = await Promise.all(
      RENDERING_PACKAGES.map(async (name) => {
        const manifest = JSON.parse(
          await readFile(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8'),
        );
        return `${name}@${manifest.version}`;
      }),
    );
    return [await readFile(new URL(import.meta.url)), ...versions];
  })();
  return rendererVersion;
}

/**
 * `draw()`'s PNG, kept in node_modules/.cache under a hash of `inputs` (strings and file contents) and of
 * the renderer itself, so a build whose cards did not change draws nothing (a card takes about half a
 * second of CPU). A fresh `npm ci` starts with an empty cache.
 */
async function cached(inputs, draw) {
  const hash = createHash('sha256');
  for (const input of [...(await renderer()), ...inputs]) hash.update(input).update('\0');
  const file = join(CACHE_DIR, `${hash.digest('base64url')}.png`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) return kept;
  const png = await draw();
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(file, png);
  return png;
}

/** A file name that changes with its content: `name-<hash>.png`. */
const hashedName = (name, bytes) =>
  `${name}-${createHash('sha256').update(bytes).digest('base64url').slice(0, 10)}.png`;

/**
 * A card's picture as a PNG: 1200×630, a 256-colour palette (a third of the bytes of full colour, with
 * no visible loss on flat interface colours; links previews are shown at half that size or less).
 * @param {import('../src/content/shareCards').ShareCard} card
 * @param {{ brandName: string, siteUrl: string, tokens: import('@shared/theme/tokens').Tokens, publicDir: string, brandMark: string }} site
 */
export async function renderShareCard(card, site) {
  const inputs = [
    JSON.stringify({ card, brandName: site.brandName, siteUrl: site.siteUrl, tokens: site.tokens }),
    await readFile(join(site.publicDir, card.screenshot.src)),
    site.brandMark,
  ];
  return cached(inputs, async () => rasterize(await shareCardSvg(await loadEngine(), card, site), { palette: true }));
}

/**
 * Draws every card into `outDir`/assets/share/. Returns, by page path, what the page's share tags say
 * (`previews`: its title and description, and its image's address, size and description), and the files
 * written with their sizes.
 * @param {readonly import('../src/content/shareCards').ShareCard[]} cards
 * @param {{ outDir: string, brandName: string, siteUrl: string, tokens: import('@shared/theme/tokens').Tokens, publicDir: string, brandMark: string }} options
 *   `brandMark`: the brand mark as an SVG file's text (src/components/BrandMark's `brandMarkSvg()`).
 */
export async function writeShareImages(cards, { outDir, ...site }) {
  await mkdir(join(outDir, SHARE_DIR), { recursive: true });
  /** @type {Record<string, import('../src/pages/SiteShareMeta').SharePreview>} */
  const previews = {};
  const files = [];
  for (const card of cards) {
    const png = await renderShareCard(card, site);
    const slug = card.path === '/' ? 'home' : card.path.slice(1).replaceAll('/', '-');
    const file = `${SHARE_DIR}/${hashedName(slug, png)}`;
    await writeFile(join(outDir, file), png);
    files.push({ file, bytes: png.length });
    previews[card.path] = {
      title: card.meta.title,
      description: card.meta.description,
      image: { src: `/${file}`, type: 'image/png', ...SHARE_IMAGE_SIZE, alt: card.imageAlt },
    };
  }
  return { previews, files };
}

/**
 * The web app's icons, drawn from the brand mark (`brandMark`: src/components/BrandMark's `brandMarkSvg()`,
 * the favicon's drawing): `any` icons keep its rounded square on a transparent
 * ground; the `maskable` one and Apple's home-screen icon fill the whole square with its colour, since
 * the system cuts its own shape (the favicon's glyph stays inside the maskable safe zone, a circle of
 * 40% of the size). Returns the manifest's `icons` and the Apple icon's path.
 * @param {{ outDir: string, brandMark: string, background: string }} options
 */
export async function writeAppIcons({ outDir, brandMark, background }) {
  const favicon = Buffer.from(brandMark);
  const svg = (size, fullBleed) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    (fullBleed ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '') +
    `<image width="${size}" height="${size}" href="data:image/svg+xml;base64,${favicon.toString('base64')}"/></svg>`;
  const draw = (size, fullBleed) =>
    cached([svg(size, fullBleed)], async () => {
      await loadEngine();
      return rasterize(svg(size, fullBleed), { palette: false });
    });
  await mkdir(join(outDir, ICON_DIR), { recursive: true });
  const icons = [];
  for (const [name, size, purpose] of [
    ['icon-192', 192, 'any'],
    ['icon-512', 512, 'any'],
    ['icon-maskable-512', 512, 'maskable'],
  ]) {
    const png = await draw(size, purpose === 'maskable');
    const file = `${ICON_DIR}/${hashedName(name, png)}`;
    await writeFile(join(outDir, file), png);
    icons.push({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose });
  }
  // iOS asks for this address itself, whatever the page links, so it keeps its fixed name.
  const appleTouchIcon = 'apple-touch-icon.png';
  await writeFile(join(outDir, appleTouchIcon), await draw(180, true));
  return { icons, appleTouchIcon: `/${appleTouchIcon}` };
}
