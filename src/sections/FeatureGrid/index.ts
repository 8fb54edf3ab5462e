export { FeatureGrid, type FeatureGridProps } from './FeatureGrid';
