import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { onDialogsClosed, topDialog } from './open-dialogs.ts';

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast>[0];

/**
 * The app's toasts, said through sonner, which is not part of the first paint: it loads once the
 * page is idle (toast-area.tsx) or with the first toast, whichever comes first. What is said before
 * it is on the page waits for it and is then shown in order; when it could not be loaded (offline),
 * the next toast or the network's return asks again.
 */
let sonner: SonnerToast | undefined;
const waiting: Array<(toast: SonnerToast) => void> = [];
const listeners = new Set<() => void>();
let wanted = false;

function say(action: (toast: SonnerToast) => void): void {
  if (sonner) return action(sonner);
  waiting.push(action);
  wantToasts();
}

/** Asks for the toasts' area to be put on the page (idle, or a toast is waiting). */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export const toastsWanted = () => wanted;

/** Sonner could not be loaded (offline before the page was idle): the next toast asks again. */
export function toastsUnavailable(): void {
  wanted = false;
  listeners.forEach((listener) => listener());
}

window.addEventListener('online', () => {
  if (!sonner && waiting.length > 0) wantToasts();
});

export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toasts' area once sonner's Toaster is on the page: says what waited. */
export function toastsReady(toast: SonnerToast): void {
  sonner = toast;
  waiting.splice(0).forEach((action) => action(toast));
}

/**
 * No toast is drawn behind a modal dialog (open-dialogs.ts): an error or a warning said while one
 * is open is shown inside it (where it has a place for them), any other toast waits until the last
 * one has closed.
 */
const afterDialogs: Array<() => void> = [];
onDialogsClosed(() => afterDialogs.splice(0).forEach((show) => show()));

function sayBesideDialogs(action: (toast: SonnerToast) => void): void {
  if (topDialog()) afterDialogs.push(() => say(action));
  else say(action);
}

function sayInDialog(message: Message, action: (toast: SonnerToast) => void): void {
  const showError = topDialog()?.showError;
  if (showError) showError(typeof message === 'function' ? message() : message);
  else sayBesideDialogs(action);
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => sayBesideDialogs((t) => t(message, options)),
  {
    success: (message: Message, options?: ExternalToast) => sayBesideDialogs((t) => t.success(message, options)),
    error: (message: Message, options?: ExternalToast) => sayInDialog(message, (t) => t.error(message, options)),
    info: (message: Message, options?: ExternalToast) => sayBesideDialogs((t) => t.info(message, options)),
    warning: (message: Message, options?: ExternalToast) => sayInDialog(message, (t) => t.warning(message, options)),
  },
);
