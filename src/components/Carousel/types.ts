/** The Carousel's props and the image (and narrow crop) its callers describe each screenshot with. */
import type { ComponentPropsWithRef, ReactNode } from 'react';

export type CarouselImage = {
  src: string;
  /** Describes the image; also names the zoom button and the placeholder when the image fails. */
  alt: string;
  /** Intrinsic width in px, so the space is reserved before the image loads. */
  width: number;
  /** Intrinsic height in px, so the space is reserved before the image loads. */
  height: number;
  /** Width candidates ("a-640.webp 640w, a.webp 1280w"), so small screens and thumbnails load small files. */
  srcSet?: string;
  /** Shown under the image. */
  caption?: ReactNode;
  /**
   * A tighter crop of the image for narrow screens, shown instead of the whole image below 640 px
   * (art direction through `<picture>`); thumbnails and the zoom view keep the whole image. `x` and `y`
   * place the crop in the image (intrinsic px), so a zoom view can open on that part.
   */
  narrow?: CarouselImageCrop;
};

export type CarouselImageCrop = {
  /** Width candidates of the crop. */
  srcSet: string;
  /** The crop's intrinsic width in px; with `height`, its aspect ratio. */
  width: number;
  /** The crop's intrinsic height in px. */
  height: number;
  /** Where the crop's left edge is in the whole image, in the image's intrinsic px. */
  x?: number;
  /** Where the crop's top edge is in the whole image. */
  y?: number;
};

export type CarouselProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The images, in order. With none the carousel renders nothing. */
  images: CarouselImage[];
  /** The accessible name of the carousel region, e.g. "Dashboard Overview screenshots". */
  label: string;
  /** The shown image's index. Pass it with `onIndexChange` to control the carousel. @default undefined (uncontrolled) */
  index?: number;
  /** The image shown first when uncontrolled. @default 0 */
  defaultIndex?: number;
  /** Called with the index of the image the user moves to. */
  onIndexChange?: (index: number) => void;
  /** Called with the image's index when the image is clicked; without it the image is not a button. */
  onImageClick?: (index: number) => void;
  /** Show a row of thumbnail buttons under the dots. @default false */
  showThumbnails?: boolean;
  /**
   * Changing it goes back to the first image and forgets which images failed to load, as a
   * remount would (the showcase changes it when the tab changes). When controlled, the index is the
   * parent's to reset.
   */
  resetKey?: string | number;
  /** Text of the placeholder that replaces an image that fails to load. @default 'Screenshot unavailable' */
  unavailableText?: string;
  /**
   * When the shown image loads: `lazy` waits until the carousel is scrolled near, for a carousel
   * below the first screenful; `eager` (fetched first, at high priority) for one in view at first
   * paint, whose image is likely the page's largest. Thumbnails always load lazily.
   * @default 'lazy'
   */
  imageLoading?: 'eager' | 'lazy';
  /**
   * The width the image is shown at, as an `<img sizes>` value, so the browser fetches the file of
   * `srcSet` that is sharp at that width and no larger (see `screenshotStageSizes` for a carousel in
   * a page's screenshot stage). Remember the arrows: from a 56rem wide carousel they take 3.5rem on
   * each side of the image.
   * @default '100vw'
   */
  imageSizes?: string;
};
