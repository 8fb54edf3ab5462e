import { expect, within } from 'storybook/test';

/**
 * Asserts the named tab is selected and shows whole in its tab list, not cut at an edge of a list that
 * scrolls sideways (half a pixel of rounding allowed).
 */
export async function expectChosenTabShownWhole(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const tab = canvas.getByRole('tab', { name });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const list = canvas.getByRole('tablist').getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  await expect({ left: box.left >= list.left - 0.5, right: box.right <= list.right + 0.5 }).toEqual({
    left: true,
    right: true,
  });
}
