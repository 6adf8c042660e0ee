import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog>: focus moves in and is kept there, Escape closes it, and
 * focus returns to where it was. `onClose` fires however it was closed.
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
    >
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
      </div>
      {open && children}
    </dialog>
  );
}
