import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { CUSTOMER_ROLES, type CustomerRole } from '#shared/constants.ts';
import type { PolicyAudience, PolicyDetail } from '#shared/api/policies.ts';
import { companyEmployeesQuery, meQuery } from '../../api/queries.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { roleLabel } from '../../components/role-label.ts';
import { useSession } from '../../session/use-session.ts';
import { toast } from '../../toasts/toast.ts';
import { useSetPolicyAudience } from './api/policies.ts';

/** Whom a policy is for: everyone, the people of some roles, or chosen people. */
export function AudienceForm({ policy }: { policy: PolicyDetail }) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const userId = useSession()?.userId ?? 0;
  const me = useQuery(meQuery(userId));
  const companyId = me.data?.companyId ?? 0;
  const people = useQuery({ ...companyEmployeesQuery(companyId), enabled: companyId > 0 });
  const save = useSetPolicyAudience(policy.id);
  const [audience, setAudience] = useState<PolicyAudience>(policy.audience);
  const [roles, setRoles] = useState<ReadonlySet<CustomerRole>>(() => new Set(policy.roles));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(policy.userIds));

  const toggle = <T,>(set: ReadonlySet<T>, value: T, on: boolean): Set<T> => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { audience, roles: [...roles], userIds: [...chosen] },
      { onSuccess: () => toast.success(t({ id: 'policies.audience.saved', message: 'Gespeichert.' })) },
    );
  };
  const options: Array<[PolicyAudience, string]> = [
    ['all', t({ id: 'policies.audience.all', message: 'Alle Personen des Unternehmens' })],
    ['roles', t({ id: 'policies.audience.roles', message: 'Nach Rolle' })],
    ['people', t({ id: 'policies.audience.people', message: 'Ausgewählte Personen' })],
  ];
  const error = save.error ? failureMessage(save.error) : null;

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'policies.audience.heading', message: 'Für wen gilt die Richtlinie?' })}</h2>
      <form className="stack" onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
        <fieldset className="field radio-group policy-fieldset">
          <legend>{t({ id: 'policies.audience.legend', message: 'Empfänger' })}</legend>
          <div className="radio-options">
            {options.map(([value, label]) => (
              <label key={value} className="radio">
                <input
                  type="radio"
                  name={`${headingId}-audience`}
                  checked={audience === value}
                  onChange={() => setAudience(value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {audience === 'roles' && (
          <fieldset className="policy-fieldset">
            <legend>{t({ id: 'policies.audience.which_roles', message: 'Rollen' })}</legend>
            <ul className="policy-choices">
              {CUSTOMER_ROLES.map((role) => (
                <li key={role}>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={roles.has(role)}
                      onChange={(event) => setRoles(toggle(roles, role, event.target.checked))}
                    />
                    <span>{roleLabel(role, null)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {audience === 'people' && (
          <fieldset className="policy-fieldset">
            <legend>{t({ id: 'policies.audience.which_people', message: 'Personen' })}</legend>
            <ul className="policy-choices">
              {(people.data ?? []).map((person) => (
                <li key={person.id}>
                  <label className="checkbox">
                    <input
                      type="checkbox"
                      checked={chosen.has(person.id)}
                      onChange={(event) => setChosen(toggle(chosen, person.id, event.target.checked))}
                    />
                    <span>
                      {person.firstname} {person.lastname}{' '}
                      <span className="hint">({roleLabel(person.role, person.salutation)})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {error && (
          <p className="field-error" id={errorId} role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="button" disabled={save.isPending}>
            {t({ id: 'policies.audience.save', message: 'Empfänger speichern' })}
          </button>
        </div>
      </form>
    </section>
  );
}
