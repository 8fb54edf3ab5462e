import { userEvent } from 'storybook/test';

export type Point = { x: number; y: number };

/** The middle of an element's box on screen. */
export function centreOf(element: Element): Point {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** A mouse drag with the main button from `from` to `to` (viewport px), in a few moves, then released. */
export async function mouseDrag(target: Element, from: Point, to: Point, moves = 4) {
  const path = Array.from({ length: moves }, (_, step) => ({
    coords: {
      clientX: from.x + ((to.x - from.x) * (step + 1)) / moves,
      clientY: from.y + ((to.y - from.y) * (step + 1)) / moves,
    },
  }));
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target, coords: { clientX: from.x, clientY: from.y } },
    ...path,
    { keys: '[/MouseLeft]' },
  ]);
}

const touch = (type: string, target: Element, pointerId: number, point: Point, isPrimary: boolean) =>
  target.dispatchEvent(
    new PointerEvent(type, {
      pointerId,
      pointerType: 'touch',
      isPrimary,
      clientX: point.x,
      clientY: point.y,
      buttons: type === 'pointerup' ? 0 : 1,
      width: 20,
      height: 20,
      pressure: type === 'pointerup' ? 0 : 0.5,
      bubbles: true,
      cancelable: true,
      composed: true,
    }),
  );

/**
 * The Pointer Events a touch screen sends for a gesture of one or more fingers: each finger goes down
 * on `target` at its `from`, all move together in `moves` steps to their `to`, then lift. Two fingers
 * moving apart are a pinch out. (A browser sends a real touch's events the same way; only the
 * platform's own reaction, which `touch-action` turns off, is missing.)
 */
export function touchGesture(target: Element, fingers: { from: Point; to: Point }[], moves = 6) {
  fingers.forEach(({ from }, finger) => touch('pointerdown', target, 100 + finger, from, finger === 0));
  for (let step = 1; step <= moves; step += 1) {
    fingers.forEach(({ from, to }, finger) =>
      touch(
        'pointermove',
        target,
        100 + finger,
        { x: from.x + ((to.x - from.x) * step) / moves, y: from.y + ((to.y - from.y) * step) / moves },
        finger === 0,
      ),
    );
  }
  fingers.forEach(({ to }, finger) => touch('pointerup', target, 100 + finger, to, finger === 0));
}
