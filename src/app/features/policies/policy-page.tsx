import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'wouter';
import { POLICY_REMINDER_INTERVAL_DAYS, type PolicyDetail } from '#shared/api/policies.ts';
import { policyQuery } from '../../api/queries.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { formatDate, formatDateTime } from '../../components/format-dates.ts';
import { roleLabel } from '../../components/role-label.ts';
import { useDownload } from '../../components/use-download.ts';
import { toast } from '../../toasts/toast.ts';
import { downloadConfirmations, downloadPolicyPdf, useRemindPolicy } from './api/policies.ts';
import { AudienceForm } from './audience-form.tsx';
import { PublishForm } from './publish-form.tsx';
import './policies.css';

/**
 * /company-policies/{id} (decision 108): who confirmed which version when and who is outstanding,
 * a reminder to the outstanding, the confirmations as CSV, whom the policy is for, its versions,
 * and a new version.
 */
export default function PolicyPage() {
  const { t } = useLingui();
  const params = useParams<{ id: string }>();
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const policy = useQuery({ ...policyQuery(id), enabled: id > 0 });
  return (
    <div className="stack policies">
      <p>
        <Link href="/company-policies">{t({ id: 'policies.detail.back', message: 'Zurück zu den Richtlinien' })}</Link>
      </p>
      {policy.error ? (
        <p className="card" role="alert">
          {failureMessage(policy.error)}
        </p>
      ) : !policy.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <Detail policy={policy.data} />
      )}
    </div>
  );
}

function Detail({ policy }: { policy: PolicyDetail }) {
  const { t } = useLingui();
  const { busy, run } = useDownload();
  const remind = useRemindPolicy(policy.id);
  const [status, setStatus] = useState('');
  const peopleId = useId();
  const versionsId = useId();
  const outstanding = policy.people.filter((person) => !person.current).length;
  const { current } = policy;
  const csvName = t({ id: 'policies.detail.csv_name', message: `Bestätigungen ${current.title}.csv` });

  return (
    <>
      <h1>{current.title}</h1>
      <p className="lead">
        {t({
          id: 'policies.detail.summary',
          message: `Version ${current.version} vom ${formatDate(current.publishedAt)}. Bestätigt: ${policy.confirmed} von ${policy.assigned}`,
        })}
      </p>
      <div className="policy-actions">
        <button
          type="button"
          className="button"
          disabled={remind.isPending || outstanding === 0}
          onClick={() =>
            remind.mutate(undefined, {
              onSuccess: (answer) => {
                const days = POLICY_REMINDER_INTERVAL_DAYS;
                const { reminded, skipped } = answer;
                const sent = t({
                  id: 'policies.detail.reminded',
                  message: plural(reminded, {
                    one: 'Erinnerung an # Person gesendet.',
                    other: 'Erinnerung an # Personen gesendet.',
                  }),
                });
                const left = t({
                  id: 'policies.detail.skipped',
                  message: plural(skipped, {
                    one: `# Person nicht erinnert: in den letzten ${days} Tagen schon erinnert oder noch ohne Zugang.`,
                    other: `# Personen nicht erinnert: in den letzten ${days} Tagen schon erinnert oder noch ohne Zugang.`,
                  }),
                });
                const message = skipped > 0 ? `${sent} ${left}` : sent;
                setStatus(message);
                toast.success(message);
              },
            })
          }
        >
          {t({ id: 'policies.detail.remind', message: `Offene erinnern (${outstanding})` })}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={busy !== undefined}
          onClick={() => void run('csv', () => downloadConfirmations(policy.id, csvName))}
        >
          {t({ id: 'policies.detail.csv', message: 'Bestätigungen als CSV' })}
        </button>
        {current.kind === 'pdf' && (
          <button
            type="button"
            className="button secondary"
            disabled={busy !== undefined}
            onClick={() =>
              void run('pdf', () => downloadPolicyPdf(policy.id, current.id, current.pdfName ?? `${current.title}.pdf`))
            }
          >
            {t({ id: 'policies.detail.pdf', message: 'PDF herunterladen' })}
          </button>
        )}
      </div>
      <p role="status">{status}</p>

      <section className="card stack" aria-labelledby={peopleId}>
        <h2 id={peopleId}>{t({ id: 'policies.detail.people', message: 'Bestätigungen' })}</h2>
        {policy.people.length === 0 ? (
          <p>{t({ id: 'policies.detail.nobody', message: 'Diese Richtlinie gilt derzeit für niemanden.' })}</p>
        ) : (
          <div className="table-scroll">
            <table className="policies-table">
              <thead>
                <tr>
                  <th scope="col">{t({ id: 'policies.detail.name', message: 'Name' })}</th>
                  <th scope="col">{t({ id: 'policies.detail.state', message: 'Stand' })}</th>
                  <th scope="col">{t({ id: 'policies.detail.when', message: 'Bestätigt am' })}</th>
                </tr>
              </thead>
              <tbody>
                {policy.people.map((person) => (
                  <tr key={person.userId}>
                    <th scope="row">
                      {person.firstname} {person.lastname}
                      <span className="hint"> ({roleLabel(person.role, null)})</span>
                    </th>
                    <td data-state={person.current ? 'confirmed' : 'open'}>
                      {person.current
                        ? t({ id: 'policies.detail.confirmed', message: 'Bestätigt' })
                        : person.confirmedVersion !== null
                          ? t({
                              id: 'policies.detail.old_version',
                              message: `Offen (Version ${person.confirmedVersion} bestätigt)`,
                            })
                          : t({ id: 'policies.detail.open', message: 'Offen' })}
                    </td>
                    <td>{person.confirmedAt ? formatDateTime(person.confirmedAt) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <AudienceForm policy={policy} />

      <section className="card stack" aria-labelledby={versionsId}>
        <h2 id={versionsId}>{t({ id: 'policies.detail.versions', message: 'Versionen' })}</h2>
        <ul>
          {policy.versions.map((version) => (
            <li key={version.id}>
              {t({
                id: 'policies.detail.version_line',
                message: `Version ${version.version}: ${version.title}, veröffentlicht am ${formatDateTime(version.publishedAt)}`,
              })}
            </li>
          ))}
        </ul>
      </section>

      <PublishForm key={current.id} policyId={policy.id} initial={{ title: current.title, text: current.text }} />
    </>
  );
}
