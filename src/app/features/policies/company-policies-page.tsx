import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'wouter';
import { policiesQuery } from '../../api/queries.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { formatDate } from '../../components/format-dates.ts';
import { PublishForm } from './publish-form.tsx';
import './policies.css';

/**
 * /company-policies, "Richtlinien" for the employer (decision 108): the company's own policies with
 * how many of their people confirmed the current version, and a new one from a template, a text or
 * a PDF. Each policy opens on /company-policies/{id}.
 */
export default function CompanyPoliciesPage() {
  const { t } = useLingui();
  const policies = useQuery(policiesQuery);
  const headingId = useId();
  return (
    <div className="stack policies">
      <h1>{t({ id: 'policies.company.heading', message: 'Richtlinien des Unternehmens' })}</h1>
      <p className="lead">
        {t({
          id: 'policies.company.intro',
          message:
            'Veröffentlichen Sie Ihre eigenen Richtlinien und lassen Sie sich von Ihren Beschäftigten bestätigen, dass sie diese gelesen und verstanden haben. Jede Änderung wird als neue Version veröffentlicht und erneut zur Bestätigung vorgelegt.',
        })}
      </p>
      <section className="card stack" aria-labelledby={headingId}>
        <h2 id={headingId}>{t({ id: 'policies.company.list', message: 'Veröffentlichte Richtlinien' })}</h2>
        {policies.error ? (
          <p role="alert">{failureMessage(policies.error)}</p>
        ) : !policies.data ? (
          <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
        ) : policies.data.length === 0 ? (
          <p>{t({ id: 'policies.company.none', message: 'Noch keine Richtlinie veröffentlicht.' })}</p>
        ) : (
          <div className="table-scroll">
            <table className="policies-table">
              <thead>
                <tr>
                  <th scope="col">{t({ id: 'policies.company.title', message: 'Richtlinie' })}</th>
                  <th scope="col">{t({ id: 'policies.company.version', message: 'Version' })}</th>
                  <th scope="col">{t({ id: 'policies.company.confirmed', message: 'Bestätigt' })}</th>
                </tr>
              </thead>
              <tbody>
                {policies.data.map((policy) => (
                  <tr key={policy.id}>
                    <th scope="row">
                      <Link href={`/company-policies/${policy.id}`}>{policy.current.title}</Link>
                    </th>
                    <td>
                      {t({
                        id: 'policies.company.version_of',
                        message: `${policy.current.version} vom ${formatDate(policy.current.publishedAt)}`,
                      })}
                    </td>
                    <td>
                      {t({
                        id: 'policies.company.confirmed_of',
                        message: `${policy.confirmed} von ${policy.assigned}`,
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <PublishForm />
    </div>
  );
}
