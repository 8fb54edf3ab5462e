export { FloatingCircles, type FloatingCirclesProps } from './FloatingCircles';
