export {
  Carousel,
  carouselArrowColumn,
  type CarouselImage,
  type CarouselImageCrop,
  type CarouselProps,
} from './Carousel';
export { screenshotMaxWidth, screenshotStageMaxWidth, screenshotStageSizes } from './screenshotStage';
