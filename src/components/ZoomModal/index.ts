export { ZoomModal, type ZoomModalProps } from './ZoomModal';
