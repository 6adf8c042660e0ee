import { useLingui } from '@lingui/react/macro';
import { Dialog, DialogAlert } from './dialog.tsx';

/** What a dialog that asks before something that cannot be undone is given. */
export type ConfirmProps = {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  /** Sends, usually a mutation's `mutateAsync`. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * Asks before something that cannot be undone. `onConfirm` sends (usually a mutation's
 * `mutateAsync`, whose failure the mutation cache says inside the dialog); the dialog closes once it
 * succeeds and stays open with the error when it fails, and the confirm button is disabled while `busy`.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmProps & { text: string }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p>{text}</p>
      <DialogAlert />
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onClose}>
          {t({ id: 'common.cancel', message: 'Abbrechen' })}
        </button>
        <button
          type="button"
          className="button danger"
          disabled={busy}
          onClick={() => void onConfirm().then(onClose, () => undefined)}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
