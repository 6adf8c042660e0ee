import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { EvidenceFacts, EvidenceSection } from '#shared/api/evidence.ts';
import type { CustomerRole } from '#shared/constants.ts';
import { EVIDENCE_DUTIES } from '#shared/rules/evidence-duties.ts';
import { formatDate } from '../../components/format-dates.ts';

const share = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`);
/** A stored day (yyyy-mm-dd) as DD.MM.YYYY. */
export const dayOf = (value: string) => `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;

/**
 * The facts of an evidence package as the employer's page and the shared page show them (decision
 * 110): per part its figures and the duties it serves. `level` is the heading level of the parts.
 */
export function EvidenceFactsView({
  facts,
  titles,
  level = 3,
}: {
  facts: EvidenceFacts;
  titles: Record<string, string>;
  level?: 2 | 3;
}) {
  const { t } = useLingui();
  const roleWords: Record<CustomerRole, string> = {
    employer: t({ id: 'evidence.role.employer', message: 'Arbeitgeber' }),
    manager: t({ id: 'evidence.role.manager', message: 'Führungskräfte' }),
    employee: t({ id: 'evidence.role.employee', message: 'Mitarbeitende' }),
  };
  const { training, management, aiLiteracy, policies, simulations } = facts;
  return (
    <div className="evidence-facts stack">
      <Part
        section="training"
        level={level}
        heading={t({ id: 'evidence.training', message: 'Schulung der Beschäftigten' })}
      >
        {training.learners === 0 ? (
          <p>{t({ id: 'evidence.training.none', message: 'Am Stichtag war niemandem ein Kurs zugewiesen.' })}</p>
        ) : (
          <>
            <p className="evidence-figure">
              <strong>{share(training.fullyTrained, training.learners)}</strong>{' '}
              {t({
                id: 'evidence.training.overall',
                message: `vollständig geschult: ${training.fullyTrained} von ${training.learners} Personen mit zugewiesenen Kursen`,
              })}
            </p>
            <ul className="evidence-list">
              {training.roles.map((role) => (
                <li key={role.role}>
                  {t({
                    id: 'evidence.training.role',
                    message: `${roleWords[role.role]}: ${role.fullyTrained} von ${role.learners} (${share(role.fullyTrained, role.learners)})`,
                  })}
                </li>
              ))}
            </ul>
            <details className="evidence-courses">
              <summary>{t({ id: 'evidence.training.courses', message: 'Nach Kurs' })}</summary>
              <ul className="evidence-list">
                {training.courses.map((course) => (
                  <li key={course.slug}>
                    {t({
                      id: 'evidence.training.course',
                      message: `${titles[course.slug] ?? course.slug}: ${course.valid} von ${course.assigned} gültig bestanden (${share(course.valid, course.assigned)})`,
                    })}
                  </li>
                ))}
              </ul>
            </details>
          </>
        )}
      </Part>
      <Part
        section="management"
        level={level}
        heading={t({ id: 'evidence.management', message: 'Schulung der Geschäftsleitung' })}
      >
        {management.length === 0 ? (
          <p>
            {t({ id: 'evidence.management.none', message: 'Am Stichtag war niemand als Geschäftsleitung benannt.' })}
          </p>
        ) : (
          <ul className="evidence-list">
            {management.map((member) => {
              const name = `${member.firstname} ${member.lastname}`;
              const passed = member.passedAt ? formatDate(member.passedAt) : '';
              const until = member.validUntil ? formatDate(member.validUntil) : '';
              return (
                <li key={`${name}-${member.namedAt}`}>
                  {!member.passedAt
                    ? t({ id: 'evidence.management.open', message: `${name}: noch nicht bestanden` })
                    : member.valid
                      ? t({
                          id: 'evidence.management.valid',
                          message: `${name}: bestanden am ${passed}, gültig bis ${until}`,
                        })
                      : t({
                          id: 'evidence.management.lapsed',
                          message: `${name}: bestanden am ${passed}, abgelaufen am ${until}`,
                        })}
                </li>
              );
            })}
          </ul>
        )}
      </Part>
      <Part section="aiLiteracy" level={level} heading={t({ id: 'evidence.ai', message: 'KI-Kompetenz' })}>
        <p>
          {aiLiteracy.people === 0
            ? t({
                id: 'evidence.ai.none',
                message: 'Das KI-Verzeichnis nannte am Stichtag niemanden als Nutzer eines KI-Tools.',
              })
            : t({
                id: 'evidence.ai.trained',
                message: `${aiLiteracy.trained} von ${aiLiteracy.people} Personen, die KI-Tools nutzen (${share(aiLiteracy.trained, aiLiteracy.people)}), hatten „KI am Arbeitsplatz“ mit gültigem Ergebnis abgeschlossen.`,
              })}
        </p>
        {aiLiteracy.tools.length > 0 && (
          <p>
            {t({
              id: 'evidence.ai.tools',
              message: `Erfasste KI-Tools: ${aiLiteracy.tools.map((tool) => tool.name).join(', ')}`,
            })}
          </p>
        )}
      </Part>
      <Part section="policies" level={level} heading={t({ id: 'evidence.policies', message: 'Richtlinien' })}>
        {policies.length === 0 ? (
          <p>{t({ id: 'evidence.policies.none', message: 'Am Stichtag gab es keine veröffentlichte Richtlinie.' })}</p>
        ) : (
          <ul className="evidence-list">
            {policies.map((policy) => (
              <li key={`${policy.title}-${policy.version}`}>
                {t({
                  id: 'evidence.policies.line',
                  message: `„${policy.title}“ (Version ${policy.version}): ${policy.confirmed} von ${policy.assigned} Personen haben sie bestätigt (${share(policy.confirmed, policy.assigned)})`,
                })}
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part
        section="simulations"
        level={level}
        heading={t({ id: 'evidence.simulations', message: 'Phishing-Simulationen' })}
      >
        <p>
          {simulations
            ? t({
                id: 'evidence.simulations.held',
                message: `Abgeschlossene Kampagnen: ${simulations.campaigns} · zugestellte Übungsmails: ${simulations.delivered} · Zeitraum: ${dayOf(simulations.from)} bis ${dayOf(simulations.to)}. Genannt wird nur die Teilnahme, keine Ergebnisse.`,
              })
            : t({
                id: 'evidence.simulations.none',
                message: 'Bis zum Stichtag wurde keine Phishing-Simulation abgeschlossen.',
              })}
        </p>
      </Part>
    </div>
  );
}

/** One part of the package with the duties it serves. */
function Part({
  section,
  heading,
  level,
  children,
}: {
  section: EvidenceSection;
  heading: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const duties = EVIDENCE_DUTIES[section][i18n.locale === 'en' ? 'en' : 'de'];
  return (
    <section className="evidence-part" aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {children}
      <p className="evidence-duties">
        <span>{t({ id: 'evidence.serves', message: 'Dient als Nachweis für:' })}</span> {duties.join('; ')}
      </p>
    </section>
  );
}
