import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'vitest';
import { commands, type Locator, locators, page } from 'vitest/browser';

import type { StoryScreenshotOutcome } from '@testing/visual/storyScreenshots';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** testing/visual/storyScreenshots.ts */
    captureStoryScreenshot: (selector: string, name: string) => Promise<StoryScreenshotOutcome>;
  }
  interface LocatorSelectors {
    /** The element a story's screenshot captures, marked with `captureAttribute`. */
    getByStoryCapture(): Locator;
  }
}

/**
 * Marks the element to capture. Vitest's own selector for an element is its position among its
 * siblings, which can match elsewhere in the page too; an attribute matches it alone.
 */
const captureAttribute = 'data-story-capture';
const captureSelector = `[${captureAttribute}]`;
locators.extend({
  getByStoryCapture: () => captureSelector,
});

const nextFrames = (window: Window, count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : window.requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

/**
 * Scrolls the page to the top and keeps it there: where a play function left it depends on timing (a
 * click scrolls its target into view wherever a smooth scroll happens to be, a skip link's smooth
 * scroll may still be running), and the play function checks the scrolling itself. Gives up after half
 * a second of something scrolling back.
 */
async function scrollToTop(window: Window): Promise<void> {
  for (let attempt = 0; attempt < 15; attempt += 1) {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    await nextFrames(window, 2);
    if (window.scrollY === 0 && window.scrollX === 0) return;
  }
}

/**
 * Draws what `content-visibility: auto` leaves undrawn off screen (ProductShot) until the returned
 * function is called: removed after the capture, so the next story of the file sees the page as it is.
 */
function drawEverything(document: Document): () => void {
  const style = document.createElement('style');
  style.textContent = '* { content-visibility: visible !important; }';
  document.head.append(style);
  return () => style.remove();
}

/**
 * Takes focus off a button. Whether a button that was disabled while a request ran still has focus (and
 * its ring) when the answer comes depends on whether Chromium drew a frame in between: it drops focus
 * from a disabled element only then. The play functions assert where focus goes; the picture leaves it out,
 * unless the story shows the focus ring itself (`parameters: { visual: { keepFocus: '<why>' } }`): its
 * focus comes from a key press, never from a request, so it is the same in every run.
 */
function leaveButtons(document: Document): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.matches('button, [role="button"]')) focused.blur();
}

/**
 * Makes what the screenshot shows final and the same every run: the page at the top, the web fonts
 * loaded, every image loaded and decoded (lazy ones below the fold too: they are made
 * eager first), and two frames painted after that.
 */
async function settle(document: Document): Promise<void> {
  const window = document.defaultView!;
  await scrollToTop(window);
  await document.fonts.ready;
  const images = [...document.images];
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await nextFrames(window, 2);
}

/** Whether the story's root has no area (a story of what a page's head holds): nothing to clip to. */
function isEmpty(canvasElement: HTMLElement): boolean {
  const box = canvasElement.getBoundingClientRect();
  return box.width === 0 || box.height === 0;
}

/** Whether the story shows something outside its root: an open dialog, or a fixed layer (toasts, a menu). */
function paintsOutside(canvasElement: HTMLElement): boolean {
  const document = canvasElement.ownerDocument;
  if (document.querySelector('dialog[open]')) return true;
  const root = canvasElement.getBoundingClientRect();
  for (const element of document.body.querySelectorAll('*')) {
    if (getComputedStyle(element).position !== 'fixed') continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.left < root.left || box.top < root.top || box.right > root.right || box.bottom > root.bottom) return true;
  }
  return false;
}

/**
 * An element exactly over the viewport: a screenshot of an element is the page clipped to its box, so
 * this one captures the viewport as a person sees it, dialogs and fixed layers included.
 */
function viewportFrame(document: Document): HTMLElement {
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
  document.body.append(frame);
  return frame;
}

/** The story's name as a file name: "With Actions" → "With-Actions". */
const fileName = (name: string) => name.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '');

/**
 * Compares the story, as its play function left it, with its baseline in `visual/stories/`. What is
 * captured: the story's root element, or the viewport when the story is full-screen or shows something
 * outside its root (an open dialog, a toast). docs/visual-tests.md says how to update the baselines.
 */
export async function matchStoryScreenshot({ canvasElement, parameters, name }: StoryContext): Promise<void> {
  // A story whose last picture the browser decides, not the story (its parameter says why).
  if (parameters.visual?.unstable) return;
  const document = canvasElement.ownerDocument;
  const stopDrawingEverything = drawEverything(document);
  if (!parameters.visual?.keepFocus) leaveButtons(document);
  await settle(document);
  const wholeViewport = parameters.layout === 'fullscreen' || isEmpty(canvasElement) || paintsOutside(canvasElement);
  const target = wholeViewport ? viewportFrame(document) : canvasElement;
  target.setAttribute(captureAttribute, '');
  try {
    const capture = await commands.captureStoryScreenshot(captureSelector, fileName(name));
    if (capture.outcome === 'missing') {
      throw new Error(
        [
          `No baseline for the story "${name}": ${capture.baseline} does not exist. The picture it would be is`,
          `${capture.actual}; if it is right, make it the baseline with npm run test:visual:update.`,
          capture.note,
        ].join(' '),
      );
    }
    if (capture.outcome === 'differs') {
      // Vitest compares the pixels within the tolerance, and on a real difference fails naming the
      // baseline, the actual picture and the diff image (test-results/visual/). The wait is the
      // matcher's own (a stable picture within 10 s, vitest.config.ts), not expect.element's 1 s: cut
      // short, the capture would go on into the next story.
      try {
        await expect.element(page.getByStoryCapture(), { timeout: 12_000 }).toMatchScreenshot(fileName(name));
      } catch (error) {
        if (capture.note && error instanceof Error) error.message += `\n${capture.note}`;
        throw error;
      }
    }
  } finally {
    stopDrawingEverything();
    target.removeAttribute(captureAttribute);
    if (target !== canvasElement) target.remove();
  }
}
