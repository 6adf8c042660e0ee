import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { toast } from '../toasts/toast.ts';
import { onUpdateWaiting } from '../offline/service-worker.ts';

/**
 * When a new version of the portal waits, asks before switching to it: a reload in the middle of
 * a quiz would cost the learner their answers.
 */
export function UpdateOffer() {
  const { t } = useLingui();
  useEffect(
    () =>
      onUpdateWaiting((apply) => {
        toast(t({ id: 'update.available', message: 'Eine neue Version des Portals ist da.' }), {
          id: 'update-offer',
          duration: Infinity,
          action: { label: t({ id: 'update.apply', message: 'Jetzt aktualisieren' }), onClick: apply },
        });
      }),
    [t],
  );
  return null;
}
