export { QuickStartSteps, type QuickStartStepsProps } from './QuickStartSteps';
