import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { FormField } from '../../components/form-field.tsx';

/**
 * Asks for a word typed exactly (docs/product.md §5: DELETE for a deletion, RESET for a company
 * reset) before something that cannot be undone; the button stays disabled until it matches.
 */
export function TypedConfirmDialog({
  open,
  title,
  children,
  word,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  word: string;
  confirmLabel: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setTyped('');
    onClose();
  };
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (typed !== word) return;
    setBusy(true);
    const done = await onConfirm().finally(() => setBusy(false));
    if (done) close();
  }
  return (
    <Dialog open={open} onClose={close} title={title}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
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
