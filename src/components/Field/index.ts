export { Field, type FieldControlProps, type FieldOwnProps, type FieldProps } from './Field';
export { fieldControlStyles } from './Field.styles';
