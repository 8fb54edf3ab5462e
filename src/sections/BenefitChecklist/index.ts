export { BenefitChecklist, type BenefitChecklistProps } from './BenefitChecklist';
