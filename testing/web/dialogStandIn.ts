/**
 * jsdom has `<dialog>` but not `showModal()` or `close()`. Feature tests render the real Dialog there,
 * so this stands in for the part of the platform they observe: the `open` state, focus moving inside
 * and back to the opener on close, and Escape sending `cancel` to the topmost dialog. Inertness, the
 * top layer and the backdrop are not modelled: the stories check those in Chromium.
 */
const focusable =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

const openModals: HTMLDialogElement[] = [];
const openers = new WeakMap<HTMLDialogElement, Element | null>();

export function installDialogStandIn(window: Window & typeof globalThis) {
  const proto = window.HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new window.DOMException('The dialog is already open.', 'InvalidStateError');
    openers.set(this, this.ownerDocument.activeElement);
    this.setAttribute('open', '');
    openModals.push(this);
    (this.querySelector<HTMLElement>(focusable) ?? this).focus();
  };

  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    openModals.splice(openModals.indexOf(this), 1);
    const opener = openers.get(this);
    if (opener instanceof window.HTMLElement && opener.isConnected) opener.focus();
    // The browser queues `close` rather than firing it inside close(): by then React has removed a
    // dialog it unmounted, which must not be shown again.
    queueMicrotask(() => this.dispatchEvent(new window.Event('close')));
  };

  window.document.addEventListener('keydown', (event) => {
    const topmost = openModals.findLast((dialog) => dialog.isConnected);
    if (event.key !== 'Escape' || event.defaultPrevented || !topmost) return;
    if (topmost.dispatchEvent(new window.Event('cancel', { cancelable: true }))) topmost.close();
  });
}
