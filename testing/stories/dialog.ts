import { expect, userEvent, within } from 'storybook/test';

/**
 * Queries over the whole page. Dialogs render in a portal on `document.body`, outside the story's
 * canvas, so `canvas` queries cannot find them.
 */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Resolves once the animations of `elements` themselves, with their pseudo-elements (a dialog's
 * `::backdrop`), are over (not of their content: a spinner never finishes), so assertions and the axe
 * check after the story see the final frame, not a half-faded one.
 */
export async function animationsFinished(...elements: Element[]) {
  const animations = elements.flatMap((element) =>
    element
      .getAnimations({ subtree: true })
      .filter((animation) => (animation.effect as KeyframeEffect | null)?.target === element),
  );
  await Promise.all(animations.map((animation) => animation.finished.catch(() => {})));
}

/** Clicks the button named `opener` in the canvas and returns the dialog it opens, fully shown. */
export async function openDialogWith(
  canvasElement: HTMLElement,
  opener: string | RegExp,
  dialogName?: string | RegExp,
) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: opener }));
  const dialog = await pageOf(canvasElement).findByRole('dialog', dialogName ? { name: dialogName } : undefined);
  // The backdrop (the dialog's ::backdrop) fades in with the dialog.
  await animationsFinished(dialog);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The element that has focus in the story's document. */
export const focusedIn = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;

/**
 * Clicks the backdrop. The browser sends a click on a dialog's `::backdrop` to the `<dialog>` itself:
 * the corner of the screen, outside the panel, must hit-test to the dialog, and the click goes there.
 */
export async function clickBackdrop(dialog: HTMLElement, options?: Parameters<typeof userEvent.click>[1]) {
  await expect(dialog.ownerDocument.elementFromPoint(1, 1)).toBe(dialog);
  await userEvent.click(dialog, options);
}

/**
 * Presses Escape on an open modal dialog. Chromium turns only a real key press into the dialog's
 * close request, and user-event's keys are synthetic, so after the key this sends the `cancel` event
 * the browser would to the topmost modal dialog, and closes it unless a listener refused (the e2e
 * specs press the real key).
 */
export async function pressEscape() {
  await userEvent.keyboard('{Escape}');
  const topmost = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog:modal')).at(-1);
  await expect(topmost, 'an open modal dialog').toBeDefined();
  if (topmost?.dispatchEvent(new Event('cancel', { cancelable: true }))) topmost.close();
}
