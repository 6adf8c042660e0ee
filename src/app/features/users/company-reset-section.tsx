import { COMPANY_RESET_INTERVAL_DAYS } from '#shared/constants.ts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { resetCompanyProgress } from './api/people.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

/** The employer's e-learning reset: everyone starts over; allowed once in 30 days (docs/product.md R17). */
export function CompanyResetSection({ companyId }: { companyId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const reset = useMutation({
    mutationFn: () => resetCompanyProgress(companyId),
    onSuccess: async () => {
      toast.success(t({ id: 'users.reset.done', message: 'Die E-Learning-Fortschritte wurden zurückgesetzt.' }));
      await queryClient.invalidateQueries();
    },
  });
  return (
    <section className="card" aria-labelledby="reset-title">
      <h2 id="reset-title">{t({ id: 'users.reset.title', message: 'E-Learning zurücksetzen' })}</h2>
      <p>
        {t({
          id: 'users.reset.text',
          message: `Setzt die Fortschritte aller Personen Ihres Unternehmens zurück, zum Beispiel für die jährliche Wiederholung. Bestandene Ergebnisse bleiben archiviert. Möglich höchstens alle ${COMPANY_RESET_INTERVAL_DAYS} Tage.`,
        })}
      </p>
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        {t({ id: 'users.reset.open', message: 'E-Learning zurücksetzen' })}
      </button>
      <ConfirmDialog
        open={open}
        title={t({ id: 'users.reset.title', message: 'E-Learning zurücksetzen' })}
        text={t({
          id: 'users.reset.confirm',
          message:
            'Alle Personen beginnen ihre Kurse von vorn. Persönliche Zertifikate und das Unternehmenszertifikat gibt es erst wieder, wenn die Kurse erneut bestanden sind; bereits ausgestellte bleiben überprüfbar. Fortfahren?',
        })}
        confirmLabel={t({ id: 'users.reset.open', message: 'E-Learning zurücksetzen' })}
        busy={reset.isPending}
        onConfirm={() => reset.mutateAsync()}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
