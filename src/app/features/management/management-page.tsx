import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ManagementMember, ManagementOverview } from '#shared/api/management.ts';
import { MANAGEMENT_MAX_MEMBERS } from '#shared/api/management.ts';
import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import { companyEmployeesQuery, managementQuery, meQuery } from '../../api/queries.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { formatDate } from '../../components/format-dates.ts';
import { managementAreaLabel } from '../../components/management-areas.ts';
import { statusLabel } from '../../components/progress-status-label.ts';
import { roleLabel } from '../../components/role-label.ts';
import { useDownload } from '../../components/use-download.ts';
import { useSession } from '../../session/use-session.ts';
import { toast } from '../../toasts/toast.ts';
import { downloadManagementProof, useSetManagement } from './api/management.ts';
import './management.css';

/**
 * /management, "Geschäftsleitung" (decision 103): the employer names who is the company's
 * management, sees where each stands in the management training of § 38 (3) BSIG and downloads
 * their proof. Management data is the employer's alone.
 */
export default function ManagementPage() {
  const { t, i18n } = useLingui();
  const userId = useSession()?.userId ?? 0;
  const me = useQuery(meQuery(userId));
  const overview = useQuery(managementQuery(i18n.locale));
  const companyId = me.data?.companyId ?? 0;
  const people = useQuery({ ...companyEmployeesQuery(companyId), enabled: companyId > 0 });
  const failed = overview.error ?? people.error;

  return (
    <div className="stack management">
      <h1>{t({ id: 'management.heading', message: 'Schulung der Geschäftsleitung' })}</h1>
      <p className="lead">
        {t({
          id: 'management.intro',
          message:
            'Nach § 38 Abs. 3 BSIG muss die Geschäftsleitung wichtiger und besonders wichtiger Einrichtungen regelmäßig an Schulungen teilnehmen. Benennen Sie hier, wer Ihr Unternehmen leitet oder vertritt. Diese Personen finden die Schulung unter „Meine Schulungen“; nach bestandenem Abschlusstest steht ihr Nachweis bereit.',
        })}
      </p>
      {failed ? (
        <p className="card" role="alert">
          {failureMessage(failed)}
        </p>
      ) : !overview.data || !people.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <>
          <Members overview={overview.data} />
          <NameForm overview={overview.data} people={people.data} />
          <TrainingOutline overview={overview.data} />
        </>
      )}
    </div>
  );
}

/** Who is named, their status, pass and next due date, and their proof. */
function Members({ overview }: { overview: ManagementOverview }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'management.members.heading', message: 'Benannte Geschäftsleitung' })}</h2>
      {overview.members.length === 0 ? (
        <p>
          {t({
            id: 'management.members.none',
            message: 'Noch niemand ist benannt. Wählen Sie unten die Personen aus.',
          })}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="management-table">
            <thead>
              <tr>
                <th scope="col">{t({ id: 'management.members.name', message: 'Name' })}</th>
                <th scope="col">{t({ id: 'management.members.status', message: 'Stand' })}</th>
                <th scope="col">{t({ id: 'management.members.passed', message: 'Bestanden am' })}</th>
                <th scope="col">{t({ id: 'management.members.due', message: 'Nächste Schulung fällig' })}</th>
                <th scope="col">{t({ id: 'management.members.proof', message: 'Nachweis' })}</th>
              </tr>
            </thead>
            <tbody>
              {overview.members.map((member) => (
                <MemberRow key={member.userId} member={member} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function MemberRow({ member }: { member: ManagementMember }) {
  const { t, i18n } = useLingui();
  const { busy, run } = useDownload();
  const name = `${member.firstname} ${member.lastname}`;
  const lang = i18n.locale === 'en' ? 'en' : 'de';
  return (
    <tr>
      <th scope="row">
        <span className="management-name">{name}</span>
        <span className="hint">{roleLabel(member.role, null)}</span>
      </th>
      <td data-status={member.status}>{statusLabel(member.status)}</td>
      <td>{member.passedAt ? formatDate(member.passedAt) : '–'}</td>
      <td>{member.validUntil ? formatDate(member.validUntil) : '–'}</td>
      <td>
        {member.status === 'passed' ? (
          <button
            type="button"
            className="button secondary"
            disabled={busy !== undefined}
            onClick={() =>
              void run(String(member.userId), () =>
                downloadManagementProof(
                  member.userId,
                  lang,
                  `${t({ id: 'management.proof.file', message: 'Nachweis Geschäftsleitungsschulung' })} ${name}.pdf`,
                ),
              )
            }
          >
            {busy
              ? t({ id: 'certificates.downloading', message: 'Wird erstellt …' })
              : t({ id: 'management.proof.download', message: `Nachweis für ${name} herunterladen` })}
          </button>
        ) : (
          <span className="hint">
            {t({ id: 'management.proof.after_pass', message: 'nach bestandenem Abschlusstest' })}
          </span>
        )}
      </td>
    </tr>
  );
}

/** The people of the company to choose from; saving replaces the list. */
function NameForm({ overview, people }: { overview: ManagementOverview; people: readonly CompanyEmployee[] }) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const save = useSetManagement();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(overview.members.map((m) => m.userId)));
  const [tooMany, setTooMany] = useState(false);
  const max = MANAGEMENT_MAX_MEMBERS;
  const sorted = [...people].sort(
    (a, b) => roleOrder(a.role) - roleOrder(b.role) || a.lastname.localeCompare(b.lastname, 'de'),
  );
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size > MANAGEMENT_MAX_MEMBERS) {
      setTooMany(true);
      return;
    }
    setTooMany(false);
    save.mutate([...chosen], {
      onSuccess: () => toast.success(t({ id: 'management.saved', message: 'Die Geschäftsleitung ist gespeichert.' })),
    });
  };
  const error = tooMany
    ? t({ id: 'management.too_many', message: `Bitte wählen Sie höchstens ${max} Personen.` })
    : save.error
      ? failureMessage(save.error)
      : null;

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'management.form.heading', message: 'Geschäftsleitung benennen' })}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <fieldset className="management-people" aria-describedby={error ? errorId : undefined}>
          <legend>
            {t({
              id: 'management.form.legend',
              message: 'Wer leitet oder vertritt Ihr Unternehmen (Geschäftsführung, Vorstand, Inhaberin oder Inhaber)?',
            })}
          </legend>
          <ul className="management-choices">
            {sorted.map((person) => (
              <li key={person.id}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={chosen.has(person.id)}
                    onChange={(event) => toggle(person.id, event.target.checked)}
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
        {error && (
          <p className="field-error" id={errorId} role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending
              ? t({ id: 'common.saving', message: 'Wird gespeichert …' })
              : t({ id: 'management.form.save', message: 'Geschäftsleitung speichern' })}
          </button>
        </div>
      </form>
    </section>
  );
}

const roleOrder = (role: CompanyEmployee['role']) => (role === 'employer' ? 0 : role === 'manager' ? 1 : 2);

/** What the training covers: its modules and the content areas of § 38 (3) BSIG. */
function TrainingOutline({ overview }: { overview: ManagementOverview }) {
  const { t } = useLingui();
  const headingId = useId();
  const { training } = overview;
  const minutes = training.estimatedMinutes;
  const months = overview.validityMonths;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{training.title}</h2>
      <p>{training.summary}</p>
      <p className="hint">
        {t({
          id: 'management.outline.facts',
          message: `Etwa ${minutes} Minuten, mit einer Entscheidungsübung je Modul und einem Abschlusstest. Der Nachweis gilt ${months} Monate; danach ist die Schulung erneut fällig.`,
        })}
      </p>
      <ol className="management-modules">
        {training.modules.map((module) => (
          <li key={module.id}>
            <strong>{module.title}</strong>
            <span className="hint">{module.areas.map(managementAreaLabel).join(' · ')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
