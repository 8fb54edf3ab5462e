/**
 * Which image a carousel shows (controlled or not), how its controls and the arrow keys move it (wrapping
 * round at both ends), and which of its images failed to load.
 */
import { type KeyboardEvent, useState } from 'react';

import type { CarouselProps } from './types';

export type CarouselPosition = {
  count: number;
  /** The shown image's index. */
  current: number;
  /** More than one image: the controls move between them. */
  multiple: boolean;
  /** An image's place as the controls name it: "2 of 5". */
  position: (at: number) => string;
  /** Shows the image at `target`, wrapped round into range; returns the index moved to. */
  goTo: (target: number) => number;
  /** ArrowLeft/ArrowRight on any of the carousel's buttons; returns the index moved to. */
  handleKeyDown: (event: KeyboardEvent<HTMLElement>) => number | undefined;
  /** The indexes of the images that failed to load. */
  failed: ReadonlySet<number>;
  markFailed: (at: number) => void;
};

const noFailures: ReadonlySet<number> = new Set();

export function useCarouselPosition({
  count,
  index,
  defaultIndex,
  onIndexChange,
  resetKey,
}: { count: number; defaultIndex: number } & Pick<
  CarouselProps,
  'index' | 'onIndexChange' | 'resetKey'
>): CarouselPosition {
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultIndex);
  const [failed, setFailed] = useState(noFailures);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);

  // Adjusting state while rendering (not in an effect) so the old image never shows for a frame.
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    setUncontrolledIndex(0);
    setFailed(noFailures);
  }

  const current = Math.min(Math.max(index ?? uncontrolledIndex, 0), count - 1);
  const multiple = count > 1;

  const goTo = (target: number) => {
    const wrapped = (target + count) % count;
    if (index === undefined) setUncontrolledIndex(wrapped);
    if (wrapped !== current) onIndexChange?.(wrapped);
    return wrapped;
  };

  return {
    count,
    current,
    multiple,
    position: (at) => `${at + 1} of ${count}`,
    goTo,
    handleKeyDown: (event) => {
      if (!multiple || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return undefined;
      event.preventDefault();
      return goTo(current + (event.key === 'ArrowRight' ? 1 : -1));
    },
    failed,
    // Unchanged when already marked: a failure may be reported twice (before hydration, then again).
    markFailed: (at) => setFailed((previous) => (previous.has(at) ? previous : new Set(previous).add(at))),
  };
}
