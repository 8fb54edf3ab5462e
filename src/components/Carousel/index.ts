export { Carousel } from './Carousel';
export { carouselArrowColumn } from './carouselLayout';
export { ScreenshotStrip, type ScreenshotStripProps } from './ScreenshotStrip';
export { screenshotMaxWidth, screenshotStageMaxWidth, screenshotStageSizes } from './screenshotStage';
export type { CarouselImage, CarouselImageCrop, CarouselProps } from './types';
