import { useLingui } from '@lingui/react/macro';
import { Dialog } from './dialog.tsx';

/**
 * Asks before something that cannot be undone. `onConfirm` sends (usually a mutation's
 * `mutateAsync`, whose failure the mutation cache toasts); the dialog closes once it settles, and
 * the confirm button is disabled while `busy`.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p>{text}</p>
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onClose}>
          {t({ id: 'common.cancel', message: 'Abbrechen' })}
        </button>
        <button
          type="button"
          className="button danger"
          disabled={busy}
          onClick={() => void onConfirm().then(onClose, onClose)}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
