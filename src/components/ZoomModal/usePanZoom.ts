import {
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { breakpoint } from '@shared/theme/tokens';
import {
  type Area,
  clampView,
  type Focus,
  initialView,
  middleOf,
  type Point,
  type ScaleLimits,
  scaleLimits,
  type Size,
  stepScale,
  type View,
  zoomAround,
} from './zoomView';

export type PanZoomOptions = {
  /** The image's intrinsic size, in CSS px. */
  image: Size;
  /** The part of the image it opens on (see initialView). @default the whole image */
  focus?: Focus;
  /** The largest scale, as a multiple of the intrinsic size. */
  maxZoom: number;
  /** A new value (the next image) opens at the initial view again. */
  resetKey: string;
  /** The viewer: the box the image moves in (the whole screen). */
  stage: HTMLElement | null;
  /** The controls along the bottom: the image fits above them and can be moved out from under them. */
  controls: HTMLElement | null;
  /** The element pointer and wheel gestures start on: the dialog, so a gesture may start anywhere. */
  surface: HTMLElement | null;
};

/** Below this many px a press that moves is still a click (a tap closes on the backdrop). */
const DRAG_THRESHOLD = 4;

/**
 * The part of the viewer no control covers: the close button's row at the top and the bar of
 * controls at the bottom are kept free, with a gutter at the sides (smaller on phones).
 */
function freeArea(stage: HTMLElement, controls: HTMLElement | null): Area {
  const width = stage.clientWidth;
  const height = stage.clientHeight;
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const phone = width < breakpoint.sm;
  // The gutter (space 200 / 400) and the close button's row: its 2.75rem, its offset and a gap.
  const side = (phone ? 0.5 : 1) * rem;
  const top = (phone ? 3.75 : 4.5) * rem;
  const bottom = controls ? height - controls.offsetTop + side : side;
  return { left: side, top, width: Math.max(width - 2 * side, 1), height: Math.max(height - top - bottom, 1) };
}

type Gesture = {
  pointers: Map<number, Point>;
  /** The view and the pointers when the current pan or pinch began (again after a finger lifts). */
  startView: View | null;
  startPoints: Point[];
  /** How far the press has moved in all; past the threshold it is a drag, not a click. */
  travelled: number;
};

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Pan and zoom for one image in a viewer, on the platform's own events: Pointer Events for a drag
 * (mouse, pen or one finger) and a pinch (two fingers), the wheel (a pan; with Ctrl, or a touchpad's
 * pinch, a zoom at the pointer), and the steps the buttons and keys call. The view is state, derived
 * again from the viewer's size on every render, so a rotated phone or a resized window keeps the
 * image in bounds.
 */
export function usePanZoom({ image, focus, maxZoom, resetKey, stage, controls, surface }: PanZoomOptions) {
  const [geometry, setGeometry] = useState<{ area: Area; limits: ScaleLimits } | null>(null);
  const [state, setState] = useState<{ key: string; view: View; animate: boolean } | null>(null);
  const gesture = useRef<Gesture>({ pointers: new Map(), startView: null, startPoints: [], travelled: 0 });
  const swallowClick = useRef(false);

  const { width: imageWidth, height: imageHeight } = image;
  useLayoutEffect(() => {
    if (!stage) return;
    const measure = () => {
      const area = freeArea(stage, controls);
      setGeometry({ area, limits: scaleLimits({ width: imageWidth, height: imageHeight }, area, maxZoom) });
    };
    measure();
    // jsdom (unit tests) has no ResizeObserver.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    if (controls) observer.observe(controls);
    return () => observer.disconnect();
  }, [stage, controls, imageWidth, imageHeight, maxZoom]);

  const initial = geometry ? initialView(image, geometry.area, geometry.limits, focus) : null;
  const view =
    geometry && state?.key === resetKey ? clampView(state.view, image, geometry.area, geometry.limits) : initial;
  const animate = state?.key === resetKey && state.animate;

  /** Applies a change to the current view, kept in bounds; `animate` for steps, not for gestures. */
  const change = (next: (current: View) => View, animated: boolean) => {
    if (!geometry || !initial) return;
    setState((previous) => {
      const current =
        previous?.key === resetKey ? clampView(previous.view, image, geometry.area, geometry.limits) : initial;
      return {
        key: resetKey,
        view: clampView(next(current), image, geometry.area, geometry.limits),
        animate: animated,
      };
    });
  };

  const zoomStep = (direction: 1 | -1, point?: Point) => {
    if (!geometry) return;
    change(
      (current) =>
        zoomAround(current, stepScale(current.scale, direction, geometry.limits), point ?? middleOf(geometry.area)),
      true,
    );
  };

  const toViewer = (clientX: number, clientY: number): Point => {
    const box = stage?.getBoundingClientRect();
    return { x: clientX - (box?.left ?? 0), y: clientY - (box?.top ?? 0) };
  };

  /** The pan or pinch starts again from where the view is, with the pointers now down. */
  const restartGesture = (current: View | null) => {
    const { pointers } = gesture.current;
    gesture.current.startView = current;
    gesture.current.startPoints = [...pointers.values()].slice(0, 2);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swallowClick.current = false;
    // The buttons keep their presses; a mouse pans with its main button only.
    if (!view || (event.target as Element).closest('button, a, [data-zoom-controls]')) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // The gesture follows the pointer off the image and over the controls. (A pointer the browser does
    // not know, as a test makes up, cannot be captured: the gesture then works without.)
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Nothing to do: see above.
    }
    gesture.current.pointers.set(event.pointerId, toViewer(event.clientX, event.clientY));
    if (gesture.current.pointers.size === 1) gesture.current.travelled = 0;
    restartGesture(view);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const { pointers, startView, startPoints } = gesture.current;
    if (!pointers.has(event.pointerId) || !startView || !geometry) return;
    const previous = pointers.get(event.pointerId) as Point;
    const point = toViewer(event.clientX, event.clientY);
    pointers.set(event.pointerId, point);
    gesture.current.travelled += distance(previous, point);
    const [first, second] = [...pointers.values()];
    if (second && startPoints.length === 2 && first) {
      // Pinch: the scale follows the fingers' spread, and the image point between them stays there.
      const [startFirst, startSecond] = startPoints as [Point, Point];
      const scale = startView.scale * (distance(first, second) / Math.max(distance(startFirst, startSecond), 1));
      const from = midpoint(startFirst, startSecond);
      const to = midpoint(first, second);
      const limited = Math.min(Math.max(scale, geometry.limits.min), geometry.limits.max);
      const zoomed = zoomAround(startView, limited, from);
      change(() => ({ ...zoomed, x: zoomed.x + to.x - from.x, y: zoomed.y + to.y - from.y }), false);
    } else if (first && startPoints[0]) {
      const start = startPoints[0];
      change(() => ({ ...startView, x: startView.x + first.x - start.x, y: startView.y + first.y - start.y }), false);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const { pointers } = gesture.current;
    if (!pointers.delete(event.pointerId)) return;
    if (gesture.current.travelled > DRAG_THRESHOLD) swallowClick.current = true;
    // A pinch that becomes a one-finger pan continues from where it is.
    restartGesture(pointers.size > 0 ? view : null);
  };

  /** A press that dragged is not a click: it must not close the viewer on the backdrop. */
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.stopPropagation();
    event.preventDefault();
  };

  // The wheel: a listener of our own, since React's are passive and this one must stop the page zoom.
  const onWheel = useEffectEvent((event: WheelEvent) => {
    if (!geometry) return;
    event.preventDefault();
    const lines = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : 1;
    const deltaX = (event.shiftKey && event.deltaX === 0 ? event.deltaY : event.deltaX) * lines;
    const deltaY = (event.shiftKey && event.deltaX === 0 ? 0 : event.deltaY) * lines;
    if (event.ctrlKey) {
      // A touchpad's pinch arrives as a wheel with Ctrl: zoom at the pointer, smoothly.
      const point = toViewer(event.clientX, event.clientY);
      change((current) => zoomAround(current, current.scale * Math.exp(-deltaY * 0.01), point), false);
    } else {
      change((current) => ({ ...current, x: current.x - deltaX, y: current.y - deltaY }), false);
    }
  });
  useEffect(() => {
    if (!surface) return;
    const listener = (event: WheelEvent) => onWheel(event);
    surface.addEventListener('wheel', listener, { passive: false });
    return () => surface.removeEventListener('wheel', listener);
  }, [surface]);

  return {
    /** The image's scale and position; `null` until the viewer has been measured. */
    view,
    /** Whether the last change was a step (animated) rather than a gesture (follows the pointer). */
    animate,
    limits: geometry?.limits ?? null,
    /** Whether the image is larger than the free area, so a drag moves it. */
    canPan:
      !!view &&
      !!geometry &&
      (image.width * view.scale > geometry.area.width + 0.5 || image.height * view.scale > geometry.area.height + 0.5),
    /** Whether the view is the one it opened on. */
    atInitial: !view || !initial || (view.scale === initial.scale && view.x === initial.x && view.y === initial.y),
    zoomIn: (point?: Point) => zoomStep(1, point),
    zoomOut: (point?: Point) => zoomStep(-1, point),
    reset: () => change(() => initial as View, true),
    panBy: (x: number, y: number) => change((current) => ({ ...current, x: current.x + x, y: current.y + y }), true),
    /** Double click: in to the largest scale at the pointer, or back to the start if zoomed in already. */
    toggleAt: (clientX: number, clientY: number) => {
      if (!view || !initial || !geometry) return;
      if (view.scale > initial.scale + 0.01) change(() => initial, true);
      else change((current) => zoomAround(current, geometry.limits.max, toViewer(clientX, clientY)), true);
    },
    /** The free area's size, for keyboard steps in proportion to the screen. */
    area: geometry?.area ?? null,
    surfaceHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClickCapture },
  };
}
