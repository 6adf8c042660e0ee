import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { useLocation } from 'wouter';
import { DELETE_CONFIRMATION, RESET_CONFIRMATION } from '#shared/api/admin-employees.ts';
import type { Company } from '#shared/api/companies.ts';
import type { Employee } from '#shared/api/employees.ts';
import { patchEmployer } from '../../api/customer-lists.ts';
import { deleteEmployerCompletely, policyholderKey, resetCompanyProgress } from './api/policyholder.ts';
import { TypedConfirmDialog } from '../../components/typed-confirm-dialog.tsx';

/**
 * What cannot be undone (docs/product.md §5): the company's e-learning reset, confirmed with RESET,
 * and the complete deletion of the employer, confirmed with DELETE.
 */
export function DangerSection({ employer, company }: { employer: Employee; company: Company }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<'reset' | 'delete' | null>(null);
  const companyName = company.companyName;

  const reset = useMutation({
    mutationFn: () => resetCompanyProgress(company.id),
    onSuccess: async ({ archived }) => {
      toast.success(
        t({
          id: 'admin.danger.reset_done',
          message: `Das E-Learning ist zurückgesetzt (${archived} Lernstände archiviert).`,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: policyholderKey(employer.id) });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteEmployerCompletely(employer.id),
    onSuccess: () => {
      toast.success(t({ id: 'admin.danger.delete_done', message: `${companyName} wurde vollständig gelöscht.` }));
      patchEmployer(queryClient, employer.id, () => null);
      navigate('/admin/policyholders', { replace: true });
      queryClient.removeQueries({ queryKey: policyholderKey(employer.id) });
    },
  });

  return (
    <section className="card danger-zone" aria-labelledby="danger-title">
      <h2 id="danger-title" tabIndex={-1}>
        {t({ id: 'admin.danger.title', message: 'Unwiderrufliche Aktionen' })}
      </h2>
      <ul className="action-list">
        <li>
          <p>
            <strong>{t({ id: 'admin.danger.reset_title', message: 'E-Learning zurücksetzen' })}</strong>
            {t({
              id: 'admin.danger.reset_text',
              message:
                'Alle Personen des Unternehmens beginnen ihre Kurse von vorn. Bestandene Ergebnisse bleiben archiviert; ausgestellte Zertifikate bleiben prüfbar.',
            })}
          </p>
          <button type="button" className="button secondary danger" onClick={() => setOpen('reset')}>
            {t({ id: 'admin.danger.reset', message: 'Zurücksetzen …' })}
          </button>
        </li>
        <li>
          <p>
            <strong>{t({ id: 'admin.danger.delete_title', message: 'Arbeitgeber vollständig löschen' })}</strong>
            {t({
              id: 'admin.danger.delete_text',
              message:
                'Löscht das Unternehmen mit allen Personen, Lernständen, Zertifikaten, Zugängen und hochgeladenen Listen. Das Protokoll behält nur, wer wann gelöscht hat.',
            })}
          </p>
          <button type="button" className="button danger" onClick={() => setOpen('delete')}>
            {t({ id: 'admin.danger.delete', message: 'Löschen …' })}
          </button>
        </li>
      </ul>
      <TypedConfirmDialog
        open={open === 'reset'}
        title={t({ id: 'admin.danger.reset_title', message: 'E-Learning zurücksetzen' })}
        word={RESET_CONFIRMATION}
        confirmLabel={t({ id: 'admin.danger.reset_confirm', message: 'E-Learning zurücksetzen' })}
        busy={reset.isPending}
        onConfirm={() => reset.mutateAsync()}
        onClose={() => setOpen(null)}
      >
        <p>
          {t({
            id: 'admin.danger.reset_question',
            message: `Alle Personen von ${companyName} beginnen ihre Kurse von vorn.`,
          })}
        </p>
      </TypedConfirmDialog>
      <TypedConfirmDialog
        open={open === 'delete'}
        title={t({ id: 'admin.danger.delete_title', message: 'Arbeitgeber vollständig löschen' })}
        word={DELETE_CONFIRMATION}
        confirmLabel={t({ id: 'admin.danger.delete_confirm', message: 'Endgültig löschen' })}
        busy={remove.isPending}
        onConfirm={() => remove.mutateAsync()}
        onClose={() => setOpen(null)}
      >
        <p>
          {t({
            id: 'admin.danger.delete_question',
            message: `${companyName} und alle zugehörigen Daten werden gelöscht. Das lässt sich nicht rückgängig machen.`,
          })}
        </p>
      </TypedConfirmDialog>
    </section>
  );
}
