export { isOverLimit } from './characterLimit';
export { CountedTextArea, type CountedTextAreaProps } from './CountedTextArea';
export { TextArea, type TextAreaProps } from './TextArea';
