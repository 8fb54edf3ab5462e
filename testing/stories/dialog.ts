import { expect, userEvent, within } from 'storybook/test';

/**
 * Queries over the whole page. Dialogs render in a portal on `document.body`, outside the story's
 * canvas, so `canvas` queries cannot find them.
 */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Resolves once the animations of `elements` themselves are over (not of their content: a spinner
 * never finishes), so assertions and the axe check after the story see the final frame, not a
 * half-faded one.
 */
export async function animationsFinished(...elements: Element[]) {
  const animations = elements.flatMap((element) => element.getAnimations());
  await Promise.all(animations.map((animation) => animation.finished.catch(() => {})));
}

/** Clicks the button named `opener` in the canvas and returns the dialog it opens, fully shown. */
export async function openDialogWith(canvasElement: HTMLElement, opener: string, dialogName?: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: opener }));
  const dialog = await pageOf(canvasElement).findByRole('dialog', dialogName ? { name: dialogName } : undefined);
  // The backdrop (the dialog's parent) fades in with the dialog.
  await animationsFinished(dialog, dialog.parentElement ?? dialog);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The element that has focus in the story's document. */
export const focusedIn = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;
