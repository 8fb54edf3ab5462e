export { Toast, type ToastOptions, type ToastProps, type ToastTone } from './Toast';
export { type ToastApi, ToastProvider, type ToastProviderProps, useToast } from './ToastProvider';
