export { Dialog, type DialogCloseReason, type DialogProps } from './Dialog';
export type { DialogSize, DialogVariant } from './Dialog.styles';
