import { useLingui } from '@lingui/react/macro';
import { DialogAlert } from './dialog.tsx';

/**
 * The foot of a form in a dialog: an error said while it is open, cancel, and the submit button,
 * disabled while the request runs.
 */
export function DialogActions({
  submitLabel,
  busy,
  onCancel,
  danger = false,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** The submit button warns: it removes or ends something. */
  danger?: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <DialogAlert />
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onCancel}>
          {t({ id: 'common.cancel', message: 'Abbrechen' })}
        </button>
        <button type="submit" className={danger ? 'button danger' : 'button'} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
