export { FeatureRows, type FeatureRowItem, type FeatureRowsProps } from './FeatureRows';
