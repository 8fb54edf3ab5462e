import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

import { useScrolledPast } from './useScrolledPast';

/*
 * The floating launch button's threshold, its appearing and its going are the layout's story
 * (stories/app/Layout.stories.tsx, FloatingLaunchButton) and e2e/public.spec.ts; here, what a browser
 * cannot show a story: a page that opens already scrolled, and how the hook listens.
 */

const scrollWindowTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => {
  scrollWindowTo(0);
  vi.restoreAllMocks();
});

it('is true at once on a page that opens already scrolled past the threshold, and follows the scroll', () => {
  scrollWindowTo(300);
  const { result } = renderHook(() => useScrolledPast(20));
  expect(result.current).toBe(true);
  scrollWindowTo(20);
  expect(result.current).toBe(false);
});

it('listens to scrolling passively, so it never holds the scroll up', () => {
  const addEventListener = vi.spyOn(window, 'addEventListener');
  renderHook(() => useScrolledPast(20));
  expect(addEventListener).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
});
