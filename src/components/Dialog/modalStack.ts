import { useSyncExternalStore } from 'react';

/**
 * The open modal dialogs, topmost last. The browser makes everything outside the topmost one inert,
 * including popovers shown above it, so content that must stay usable while a dialog is open (the
 * notices of `ToastProvider`) renders inside that dialog instead of on the page.
 */
const modals: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Records `dialog` as the topmost modal; the returned function takes it off again. */
export function pushModal(dialog: HTMLDialogElement) {
  modals.push(dialog);
  notify();
  return () => {
    modals.splice(modals.indexOf(dialog), 1);
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The topmost open modal dialog, or null (always on the server). */
export function useTopmostModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => modals.at(-1) ?? null,
    () => null,
  );
}
