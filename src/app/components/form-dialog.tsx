import type { FormEvent, ReactNode, RefObject } from 'react';
import { Dialog } from './dialog.tsx';
import { DialogActions } from './dialog-actions.tsx';

/**
 * A dialog holding one form: its fields, then cancel and the submit button (disabled while busy).
 * `formRef` and `onSubmit` are what useFormSubmit returns.
 */
export function FormDialog({
  open,
  title,
  onClose,
  formRef,
  onSubmit,
  submitLabel,
  busy,
  danger = false,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busy: boolean;
  /** The submit button warns: it removes or ends something. */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        {children}
        <DialogActions submitLabel={submitLabel} busy={busy} onCancel={onClose} danger={danger} />
      </form>
    </Dialog>
  );
}
