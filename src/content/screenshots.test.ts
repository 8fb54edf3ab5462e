// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  narrowCropSize,
  narrowScreenshotFile,
  narrowWidths,
  screenSize,
  screenshotFile,
  screenshots,
  screenshotWidths,
} from './screenshots';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

/**
 * The pixel size written in a WebP file's header (RIFF container, then a VP8, VP8L or VP8X chunk),
 * so the test checks the image itself rather than trusting its name.
 */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const chunk = bytes.toString('ascii', 12, 16);
  const data = 20;
  if (chunk === 'VP8 ') {
    // Lossy: a 3-byte frame tag and the start code 9d 01 2a, then 14-bit width and height.
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) {
      throw new Error('bad VP8 start code');
    }
    return { width: bytes.readUInt16LE(data + 6) & 0x3fff, height: bytes.readUInt16LE(data + 8) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Lossless: the signature 0x2f, then width − 1 and height − 1 in 14 bits each.
    if (bytes[data] !== 0x2f) throw new Error('bad VP8L signature');
    const bits = bytes.readUInt32LE(data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Extended: flags and reserved bytes, then canvas width − 1 and height − 1 in 24 bits each.
    return { width: bytes.readUIntLE(data + 4, 3) + 1, height: bytes.readUIntLE(data + 7, 3) + 1 };
  }
  throw new Error(`unknown WebP chunk "${chunk}"`);
}

const files = Object.entries(screenshots).flatMap(([name, screenshot]) => [
  ...screenshotWidths.map((width) => ({
    name,
    file: screenshotFile(name, width),
    width,
    height: (width * screenshot.height) / screenshot.width,
  })),
  ...narrowWidths.map((width) => ({
    name,
    file: narrowScreenshotFile(name, width),
    width,
    height: (width * screenshot.narrow.height) / screenshot.narrow.width,
  })),
]);

/** The files a srcSet names, with their width descriptors. */
const candidates = (srcSet: string) =>
  srcSet.split(', ').map((candidate) => {
    const [file, descriptor] = candidate.split(' ');
    return { file, width: Number(descriptor?.replace(/w$/, '')) };
  });

describe('product screenshots', () => {
  it.each(files)('$file exists and is $width × $height', ({ file, width, height }) => {
    const filePath = path.join(publicDir, file);
    expect(existsSync(filePath), `${file} is missing: run npm run screenshots`).toBe(true);
    expect(webpSize(readFileSync(filePath))).toEqual({ width, height });
  });

  it('offers every width in every srcSet, the 1x drawing as the fallback, and the 2x one for 2x screens', () => {
    for (const [name, screenshot] of Object.entries(screenshots)) {
      expect(candidates(screenshot.srcSet)).toEqual(
        screenshotWidths.map((width) => ({ file: screenshotFile(name, width), width })),
      );
      expect(screenshot.src).toBe(`/screenshots/${name}.webp`);
      expect({ width: screenshot.width, height: screenshot.height }).toEqual(screenSize);
      // Sharp at 2x where the screen is shown at its own size.
      expect(Math.max(...screenshotWidths)).toBe(2 * screenSize.width);
    }
  });

  it('crops a part inside the screen for narrow screens, at 2x and below', () => {
    for (const [name, { narrow }] of Object.entries(screenshots)) {
      expect(candidates(narrow.srcSet)).toEqual(
        narrowWidths.map((width) => ({ file: narrowScreenshotFile(name, width), width })),
      );
      expect({ width: narrow.width, height: narrow.height }).toEqual(narrowCropSize);
      expect(narrow.x).toBeGreaterThanOrEqual(0);
      expect(narrow.y).toBeGreaterThanOrEqual(0);
      expect(narrow.x + narrow.width).toBeLessThanOrEqual(screenSize.width);
      expect(narrow.y + narrow.height).toBeLessThanOrEqual(screenSize.height);
      expect(Math.max(...narrowWidths)).toBe(2 * narrowCropSize.width);
    }
  });
});
