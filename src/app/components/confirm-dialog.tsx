import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog } from './dialog.tsx';

/** Asks before something that cannot be undone; the confirm button is disabled while it runs. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
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
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => {
              setBusy(false);
              onClose();
            });
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
