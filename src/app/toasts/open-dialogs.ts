import type { ReactNode } from 'react';

/**
 * The app's modal dialogs while they are open (components/dialog.tsx). A toast would be drawn
 * behind them, so what goes wrong meanwhile is said inside the topmost one (toast.ts).
 */
export type OpenDialog = {
  /** Shows an error in the dialog, announced as an alert; a dialog without it (a video) lets errors wait. */
  showError?: (message: ReactNode) => void;
  /** Closes the dialog, as its cancel button would. */
  close: () => void;
};

const open: OpenDialog[] = [];
const closedListeners = new Set<() => void>();

/** Registers an open dialog; the returned function is called when it closes. */
export function dialogOpened(dialog: OpenDialog): () => void {
  open.push(dialog);
  return () => forget(dialog);
}

function forget(dialog: OpenDialog): void {
  const index = open.indexOf(dialog);
  if (index < 0) return;
  open.splice(index, 1);
  if (open.length === 0) closedListeners.forEach((listener) => listener());
}

/** The dialog in front, if one is open. */
export const topDialog = (): OpenDialog | undefined => open.at(-1);

/** Closes every open dialog (what was being done is no longer allowed); false when none was open. */
export function closeOpenDialogs(): boolean {
  const closing = open.splice(0).reverse();
  closing.forEach((dialog) => dialog.close());
  if (closing.length > 0) closedListeners.forEach((listener) => listener());
  return closing.length > 0;
}

/** Calls `listener` whenever the last open dialog has closed. */
export function onDialogsClosed(listener: () => void): () => void {
  closedListeners.add(listener);
  return () => closedListeners.delete(listener);
}
