import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { companyQuery } from '../../api/queries.ts';
import { updateCompany } from './api/company-settings.ts';

/**
 * The company's switch for reminder mails to its learners (decision 085): the employer turns it
 * off or on, managers see how it stands. Each person keeps their own switch in the account settings.
 */
export function CompanyReminders({ companyId, mayChange }: { companyId: number; mayChange: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const headingId = useId();
  const hintId = useId();
  const company = useQuery({ ...companyQuery(companyId), enabled: companyId > 0 });
  // The box shows the choice at once; a refused change shows the saved state again.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const update = useMutation({
    mutationFn: (remindersEnabled: boolean) => updateCompany(companyId, { remindersEnabled }),
    onSuccess: async (_, remindersEnabled) => {
      await queryClient.invalidateQueries({ queryKey: companyQuery(companyId).queryKey });
      toast.success(
        remindersEnabled
          ? t({ id: 'reminders.company_on', message: 'Erinnerungen an Ihre Mitarbeitenden sind eingeschaltet.' })
          : t({ id: 'reminders.company_off', message: 'Erinnerungen an Ihre Mitarbeitenden sind ausgeschaltet.' }),
      );
    },
    onError: () => setChosen(null),
  });

  if (!company.data) return null;
  const enabled = chosen ?? company.data.remindersEnabled;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'reminders.company_heading', message: 'Erinnerungen per E-Mail' })}</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={enabled}
          disabled={!mayChange || update.isPending}
          aria-describedby={hintId}
          onChange={(event) => {
            setChosen(event.target.checked);
            update.mutate(event.target.checked);
          }}
        />
        <span>
          {t({ id: 'reminders.company_label', message: 'Mitarbeitende an offene Kurse und Fristen erinnern' })}
        </span>
      </label>
      <p id={hintId} className="hint">
        {mayChange
          ? t({
              id: 'reminders.company_hint',
              message:
                'Das Portal erinnert Ihre Mitarbeitenden per E-Mail, wenn ein zugewiesener Kurs länger offen ist oder eine Frist naht – höchstens einmal pro Woche, montags bis freitags zwischen 8 und 18 Uhr. Jede Person kann die Erinnerungen zusätzlich in ihren Kontoeinstellungen abschalten. Ihre eigene wöchentliche Übersicht steuern Sie dort ebenfalls; dieser Schalter betrifft sie nicht.',
            })
          : t({
              id: 'reminders.company_hint_readonly',
              message:
                'Ob das Portal die Mitarbeitenden an offene Kurse erinnert, legt die Arbeitgeberin oder der Arbeitgeber fest.',
            })}
      </p>
    </section>
  );
}
