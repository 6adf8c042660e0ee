import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { ConfirmProps } from './confirm-dialog.tsx';
import { Dialog, DialogAlert } from './dialog.tsx';
import { FormField } from './form-field.tsx';
import { useFormSubmit } from './use-form-submit.ts';

/**
 * Asks for a word typed exactly (docs/product.md §5: DELETE for a deletion, RESET for a company
 * reset) before something that cannot be undone; the button stays disabled until it matches.
 * `onConfirm` sends (a mutation's `mutateAsync`): the dialog closes when it succeeds and stays
 * open when it fails (the mutation cache toasts why).
 */
export function TypedConfirmDialog({
  children,
  word,
  ...dialog
}: ConfirmProps & { children: ReactNode; word: string }) {
  const { open, title, confirmLabel, busy, onConfirm, onClose } = dialog;
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const { ref, onSubmit } = useFormSubmit({
    send: async () => {
      if (typed !== word) return;
      await onConfirm();
      close();
    },
  });
  return (
    <Dialog open={open} onClose={close} title={title}>
      <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
        {children}
        <FormField
          label={t({ id: 'admin.confirm.type_word', message: `Geben Sie zur Bestätigung ${word} ein` })}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          error={
            typed && !word.startsWith(typed)
              ? t({ id: 'admin.confirm.mismatch', message: `Bitte genau ${word} eingeben.` })
              : undefined
          }
          onChange={(event) => setTyped(event.target.value)}
        />
        <DialogAlert />
        <div className="button-row">
          <button type="button" className="button secondary" onClick={close}>
            {t({ id: 'common.cancel', message: 'Abbrechen' })}
          </button>
          <button type="submit" className="button danger" disabled={busy || typed !== word}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
