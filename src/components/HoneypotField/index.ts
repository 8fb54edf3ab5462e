export { HoneypotField, honeypotPayload, type HoneypotFieldProps } from './HoneypotField';
