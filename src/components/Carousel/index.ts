export { Carousel, type CarouselImage, type CarouselProps } from './Carousel';
