export { ZoomableCarousel, type ZoomableCarouselProps } from './ZoomableCarousel';
