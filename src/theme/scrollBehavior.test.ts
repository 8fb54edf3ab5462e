import { afterEach, expect, it, vi } from 'vitest';

import { preferredScrollBehavior } from './scrollBehavior';

/** Answers `prefers-reduced-motion: reduce` as the visitor's settings would. */
const stubReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));

afterEach(() => {
  vi.unstubAllGlobals();
});

it('glides by default and jumps for visitors who prefer reduced motion', () => {
  stubReducedMotion(false);
  expect(preferredScrollBehavior()).toBe('smooth');
  stubReducedMotion(true);
  expect(preferredScrollBehavior()).toBe('instant');
});

it('glides where the browser cannot tell (no matchMedia)', () => {
  vi.stubGlobal('matchMedia', undefined);
  expect(preferredScrollBehavior()).toBe('smooth');
});
