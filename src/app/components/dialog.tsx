import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { dialogOpened } from '../toasts/open-dialogs.ts';

/** The error said while the dialog is open (a toast would be drawn behind it). */
const DialogErrorContext = createContext<ReactNode>(null);

/**
 * A modal dialog on the native <dialog>: focus moves in and is kept there, Escape closes it, and
 * focus returns to where it was. `onClose` fires however it was closed. While it is open, an error
 * the app would toast is shown inside it, above its buttons (DialogAlert); sending its form again
 * clears it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [error, setError] = useDialogErrors(open, onClose);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // The native close event comes a task later: if the dialog was opened again meanwhile (one
      // confirmation right after another), that late event must not close the new one.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      onSubmit={() => setError(null)}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
      </div>
      <DialogErrorContext value={error}>{open && children}</DialogErrorContext>
    </dialog>
  );
}

/**
 * Registers a modal dialog while it is `open` (toasts/open-dialogs.ts): returns the error said
 * meanwhile, which the dialog shows, and its setter; `close` is how a refusal for want of the right
 * closes it. For a modal of its own; Dialog uses it itself.
 */
export function useDialogErrors(open: boolean, close: () => void) {
  const [error, setError] = useState<ReactNode>(null);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const forget = dialogOpened({ showError: setError, close: () => closeRef.current() });
    return () => {
      forget();
      setError(null);
    };
  }, [open]);
  return [error, setError] as const;
}

/**
 * Where a dialog shows an error said while it is open: above its buttons, where the person who
 * just pressed one is looking; announced as an alert when it appears.
 */
export function DialogAlert() {
  const error = useContext(DialogErrorContext);
  return error ? (
    <p role="alert" className="notice danger">
      {error}
    </p>
  ) : null;
}
