export { isOverLimit } from './characterLimit';
export { TextArea, type TextAreaProps } from './TextArea';
