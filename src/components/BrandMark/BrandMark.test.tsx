import { readFileSync } from 'node:fs';

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BrandMark, brandMarkSvg } from '.';

describe('BrandMark', () => {
  it('is the favicon: public/favicon.svg is the drawing, byte for byte', () => {
    // The favicon is a file the browser asks for by name; the drawing is its source. If this fails after a
    // change to the drawing, write brandMarkSvg()'s text into public/favicon.svg.
    expect(readFileSync('public/favicon.svg', 'utf8').trim()).toBe(brandMarkSvg());
  });

  it('draws the same shapes inline, hidden from assistive technology', () => {
    const { container } = render(<BrandMark size={40} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('40');
    const shapes = (root: Element) =>
      [...root.children].map((shape) => [
        shape.tagName,
        ...[...shape.attributes].map(({ name, value }) => `${name}=${value}`),
      ]);
    const file = new DOMParser().parseFromString(brandMarkSvg(), 'image/svg+xml').documentElement;
    expect(shapes(svg)).toEqual(shapes(file));
    expect(svg.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'));
  });
});
