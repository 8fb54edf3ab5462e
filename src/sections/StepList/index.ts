export { StepList, type StepListLayout, type StepListProps } from './StepList';
