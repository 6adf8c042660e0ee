import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Company } from '#shared/api/companies.ts';
import { SECOND_FACTOR_RULES, type SecondFactorRule } from '#shared/rules/second-factor-rule.ts';
import { companyQuery, meQuery } from '../../api/queries.ts';
import { toast } from '../../toasts/toast.ts';
import { updateCompany } from './api/update-company.ts';

/**
 * The company's own second-factor rule (decision 099), for its employer: nobody, the leaders or
 * everyone must sign in with a second factor. Whoever it names without one sets it up at the next step.
 */
export function CompanySecondFactorRule({ userId, company }: { userId: number; company: Company }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const hintId = useId();
  const [chosen, setChosen] = useState<SecondFactorRule>(company.secondFactorRule);
  const save = useMutation({
    mutationFn: (secondFactorRule: SecondFactorRule) => updateCompany(company.id, { secondFactorRule }),
    onSuccess: async () => {
      // The own account says whether the employer now needs a factor too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: companyQuery(company.id).queryKey }),
      ]);
      toast.success(t({ id: 'company_second_factor.saved', message: 'Die Regel ist gespeichert.' }));
    },
  });
  const labels: Record<SecondFactorRule, string> = {
    none: t({ id: 'company_second_factor.none', message: 'Freiwillig für alle' }),
    leaders: t({
      id: 'company_second_factor.leaders',
      message: 'Pflicht für Arbeitgeberin oder Arbeitgeber und Führungskräfte',
    }),
    everyone: t({ id: 'company_second_factor.everyone', message: 'Pflicht für alle im Unternehmen' }),
  };
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(chosen);
      }}
    >
      <fieldset className="field radio-group" aria-describedby={hintId}>
        <legend>
          {t({ id: 'company_second_factor.legend', message: 'Wer muss sich mit zweitem Faktor anmelden?' })}
        </legend>
        <div className="radio-options stacked">
          {SECOND_FACTOR_RULES.map((rule) => (
            <label key={rule} className="radio">
              <input
                type="radio"
                name="second-factor-rule"
                value={rule}
                checked={chosen === rule}
                onChange={() => setChosen(rule)}
              />
              {labels[rule]}
            </label>
          ))}
        </div>
      </fieldset>
      <p id={hintId} className="hint">
        {t({
          id: 'company_second_factor.hint',
          message:
            'Wer unter die Regel fällt und noch keinen zweiten Faktor hat, richtet ihn beim nächsten Schritt im Portal ein – eine Authenticator-App oder einen Passkey – und kann vorher nichts anderes tun. Das gilt auch für Sie selbst. Wer bereits einen zweiten Faktor hat, sehen Sie unter „Mitarbeitende verwalten“.',
        })}
      </p>
      <div className="button-row">
        <button className="button" type="submit" disabled={save.isPending || chosen === company.secondFactorRule}>
          {t({ id: 'company_second_factor.save', message: 'Regel speichern' })}
        </button>
      </div>
    </form>
  );
}
