import { useEffect } from 'react';

/** How many open dialogs hold the lock, so a nested dialog closing does not unlock the page. */
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Stops the page behind a modal from scrolling while `locked` is true. The scrollbar's width is
 * added as padding so the page does not shift sideways when its scrollbar disappears.
 */
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    if (holders === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
      if (scrollbarWidth > 0) {
        const padding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
        body.style.paddingRight = `${padding + scrollbarWidth}px`;
      }
      body.style.overflow = 'hidden';
    }
    holders += 1;
    return () => {
      holders -= 1;
      if (holders === 0 && saved) {
        body.style.overflow = saved.overflow;
        body.style.paddingRight = saved.paddingRight;
        saved = null;
      }
    };
  }, [locked]);
}
