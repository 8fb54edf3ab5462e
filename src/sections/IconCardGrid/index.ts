export { IconCardGrid, type IconCardGridProps } from './IconCardGrid';
