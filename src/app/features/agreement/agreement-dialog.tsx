import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { useLocation } from 'wouter';
import agreement from '../../../content/legal/agreement.de.md?raw';
import { meQuery } from '../../api/queries.ts';
import { useDialogErrors } from '../../components/dialog.tsx';
import { CheckboxField } from '../../components/form-field.tsx';
import { ticked as checkTicked } from '../../components/validation.ts';
import { BindingGermanNote } from '../../components/binding-german-note.tsx';
import { LegalText } from '../../components/legal-text.tsx';
import { formatBerlinDate } from '#shared/berlin-dates.ts';
import { useAcceptAgreement } from './api/accept-agreement.ts';
import { downloadAgreement } from './api/download-agreement.ts';

/**
 * The employer's agreement modal (docs/product.md §2 and §4): the German contract, the acceptance
 * checkbox, the date once accepted, a download. Until it is accepted the modal cannot be closed
 * (Escape and the close button are refused); cancelling closes it and signs the person out.
 * Mounted while open; `onClose` is called once it has closed.
 */
export default function AgreementDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { data: me } = useQuery(meQuery(userId));
  const accept = useAcceptAgreement(userId);
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string>();
  const [closeRefused, setCloseRefused] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // A failed acceptance is said here, not in a toast behind the modal; once it has closed, toasts
  // are shown again.
  const [shown, setShown] = useState(true);
  const [failure, setFailure] = useDialogErrors(shown, () => ref.current?.close());
  const accepted = me?.orderProcessingAccepted === true;
  const acceptedAt = me?.orderProcessingAcceptedAt;
  const date = acceptedAt ? formatBerlinDate(acceptedAt) : undefined;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const refuseClose = () => setCloseRefused(true);
  const close = () => (accepted ? ref.current?.close() : refuseClose());

  function save() {
    const problem = checkTicked(ticked);
    setError(problem);
    setFailure(null);
    if (problem) return;
    accept.mutate(undefined, {
      onSuccess: () => {
        toast.success(
          t({
            id: 'agreement.accepted_toast',
            message: 'Vielen Dank. Sie haben den Auftragsverarbeitungsvertrag akzeptiert.',
          }),
        );
        ref.current?.close();
      },
    });
  }

  function download() {
    setDownloading(true);
    downloadAgreement()
      // A failed download is only logged (docs/product.md §8).
      .catch((failure: unknown) => console.error('agreement download failed', failure))
      .finally(() => setDownloading(false));
  }

  return (
    <dialog
      ref={ref}
      className="agreement-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (!accepted) {
          event.preventDefault();
          refuseClose();
        }
      }}
      onClose={() => {
        setShown(false);
        onClose();
      }}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{t({ id: 'agreement.title', message: 'Auftragsverarbeitungsvertrag' })}</h2>
        <button
          type="button"
          className="icon-button close-button"
          aria-label={t({ id: 'common.close', message: 'Schließen' })}
          title={t({ id: 'common.close', message: 'Schließen' })}
          onClick={close}
        >
          ×
        </button>
      </div>
      <div
        className="agreement-text"
        role="region"
        tabIndex={0}
        aria-label={t({ id: 'agreement.text_label', message: 'Vertragstext' })}
      >
        <BindingGermanNote />
        <LegalText markdown={agreement} lang="de" />
      </div>
      <div className="agreement-footer">
        <CheckboxField
          name="orderProcessingAccepted"
          checked={accepted || ticked}
          disabled={accepted || accept.isPending}
          onChange={(value) => {
            setTicked(value);
            if (value) setError(undefined);
          }}
          error={error}
          label={t({ id: 'agreement.accept', message: 'Ich akzeptiere den Auftragsverarbeitungsvertrag.' })}
        />
        {accepted && date && (
          <p className="hint">{t({ id: 'agreement.accepted_at', message: `Akzeptiert am ${date}` })}</p>
        )}
        {closeRefused && !accepted && (
          <p className="field-error" role="alert">
            {t({
              id: 'agreement.close_refused',
              message:
                'Bitte akzeptieren Sie den Vertrag, um das Portal zu nutzen. Wenn Sie abbrechen, werden Sie abgemeldet.',
            })}
          </p>
        )}
        {failure && (
          <p className="notice danger" role="alert">
            {failure}
          </p>
        )}
        <div className="button-row">
          {!accepted && (
            <button type="button" className="button" disabled={accept.isPending} onClick={save}>
              {t({ id: 'agreement.save', message: 'Speichern' })}
            </button>
          )}
          <button type="button" className="button secondary" disabled={downloading} onClick={download}>
            {t({ id: 'agreement.download', message: 'Herunterladen (PDF)' })}
          </button>
          {!accepted && (
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                ref.current?.close();
                navigate('/logout');
              }}
            >
              {t({ id: 'agreement.cancel', message: 'Abbrechen und abmelden' })}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
