/**
 * The zoom view's geometry, as pure functions: where the image sits in the viewer at a given scale,
 * how far it may move, where it opens and how a zoom step lands. Every length is in CSS px; `scale`
 * is a multiple of the image's intrinsic size (1 = the screenshot at its own size).
 */

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
/** The part of the viewer no control covers: the image fits in it, and every part of it can be moved into it. */
export type Area = { left: number; top: number; width: number; height: number };
/** The image's scale and the position of its top-left corner in the viewer. */
export type View = { scale: number; x: number; y: number };
export type ScaleLimits = { min: number; max: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The scale at which the whole image fits the area. */
export function fitScale(image: Size, area: Area): number {
  return Math.min(area.width / image.width, area.height / image.height);
}

/**
 * From the whole image in view (or its own size, if that is smaller still) to `maxZoom` times its own
 * size (or the fit, on a screen larger than that).
 */
export function scaleLimits(image: Size, area: Area, maxZoom: number): ScaleLimits {
  const fit = fitScale(image, area);
  return { min: Math.min(fit, 1), max: Math.max(maxZoom, fit) };
}

/**
 * The view with its scale within the limits and the image where it can be seen: along an axis where
 * the image is smaller than the area it is centred in it; where it is larger, it covers the area
 * (no gap at either edge), so any part of it can be brought into the free area and no further.
 */
export function clampView(view: View, image: Size, area: Area, limits: ScaleLimits): View {
  const scale = clamp(view.scale, limits.min, limits.max);
  const place = (position: number, length: number, start: number, room: number) =>
    length <= room ? start + (room - length) / 2 : clamp(position, start + room - length, start);
  return {
    scale,
    x: place(view.x, image.width * scale, area.left, area.width),
    y: place(view.y, image.height * scale, area.top, area.height),
  };
}

/** The view at `scale`, keeping the point of the image under `point` (a viewer position) where it is. */
export function zoomAround(view: View, scale: number, point: Point): View {
  const ratio = scale / view.scale;
  return { scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio };
}

/** The middle of an area. */
export const middleOf = (area: Area): Point => ({ x: area.left + area.width / 2, y: area.top + area.height / 2 });

/** A part of the image, in its intrinsic px; a point is a part of no size. */
export type Focus = Point & { width?: number; height?: number };

/**
 * Where the zoom view opens: the image at its own size (larger only when even the fit is larger), on
 * `focus` (default the whole image): along each axis the part is centred in the area when it fits,
 * else shown from its start (its top-left corner, where a screen's title and first figures are), as
 * far as the image's edges allow.
 */
export function initialView(image: Size, area: Area, limits: ScaleLimits, focus?: Focus): View {
  const scale = clamp(Math.max(1, fitScale(image, area)), limits.min, limits.max);
  const part = focus ?? { x: 0, y: 0, width: image.width, height: image.height };
  const place = (start: number, length: number, areaStart: number, room: number) =>
    length * scale <= room ? areaStart + (room - length * scale) / 2 - start * scale : areaStart - start * scale;
  return clampView(
    {
      scale,
      x: place(part.x, part.width ?? 0, area.left, area.width),
      y: place(part.y, part.height ?? 0, area.top, area.height),
    },
    image,
    area,
    limits,
  );
}

/** How much one zoom step (a button, a key) changes the scale. */
export const ZOOM_STEP = 1.5;

/**
 * The scale one step in or out of `scale`: 1.5 times larger or smaller, within the limits, and
 * stopping at the image's own size (1) on the way, the size at which it reads as in the product.
 */
export function stepScale(scale: number, direction: 1 | -1, limits: ScaleLimits): number {
  const next = direction > 0 ? scale * ZOOM_STEP : scale / ZOOM_STEP;
  const passesOwnSize = direction > 0 ? scale < 0.98 && next > 1 : scale > 1.02 && next < 1;
  return clamp(passesOwnSize ? 1 : next, limits.min, limits.max);
}
