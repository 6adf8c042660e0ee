import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AiLiteracyOverview, AiLiteracyPerson } from '#shared/api/ai-literacy.ts';
import { aiLiteracyQuery, companyEmployeesQuery, meQuery } from '../../api/queries.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { aiTopicLabel } from '../../components/ai-topics.ts';
import { formatDate } from '../../components/format-dates.ts';
import { roleLabel } from '../../components/role-label.ts';
import { PdfCsvDownloads } from '../../components/pdf-csv-downloads.tsx';
import { useSession } from '../../session/use-session.ts';
import { AiToolsForm } from './ai-tools-form.tsx';
import { downloadAiRecord } from './api/ai-literacy.ts';
import './ai-literacy.css';

/**
 * /ai-literacy, "KI-Kompetenz" (decision 109): the employer records the AI tools the company uses
 * and who uses them, and keeps the record of Art. 4 of the EU AI Act: per person what was taught,
 * when, and the next review, as PDF and CSV. AI data is the employer's alone.
 */
export default function AiLiteracyPage() {
  const { t, i18n } = useLingui();
  const userId = useSession()?.userId ?? 0;
  const me = useQuery(meQuery(userId));
  const overview = useQuery(aiLiteracyQuery(i18n.locale));
  const companyId = me.data?.companyId ?? 0;
  const people = useQuery({ ...companyEmployeesQuery(companyId), enabled: companyId > 0 });
  const failed = overview.error ?? people.error;

  return (
    <div className="stack ai-literacy">
      <h1>{t({ id: 'ai.heading', message: 'KI-Kompetenz' })}</h1>
      <p className="lead">
        {t({
          id: 'ai.intro',
          message:
            'Seit dem 2. Februar 2025 verlangt Art. 4 der EU-KI-Verordnung von jedem Unternehmen, das KI-Tools einsetzt, Maßnahmen für die KI-Kompetenz der Menschen, die damit arbeiten. Halten Sie hier fest, welche Tools Sie nutzen und wer sie nutzt; diese Personen lernen „KI am Arbeitsplatz“, und der Nachweis unten zeigt, wer wann geschult wurde.',
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
          <AiRecord overview={overview.data} />
          <AiToolsForm
            key={overview.data.tools.map((tool) => tool.id).join()}
            overview={overview.data}
            people={people.data}
          />
          <TrainingOutline overview={overview.data} />
        </>
      )}
    </div>
  );
}

/** The record: per person the tools, the pass, the next review and the AI parts of courses passed. */
function AiRecord({ overview }: { overview: AiLiteracyOverview }) {
  const { t } = useLingui();
  const headingId = useId();
  const day = new Date().toISOString().slice(0, 10);
  const name = t({ id: 'ai.record.file', message: 'KI-Kompetenz Nachweis' });
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'ai.record.heading', message: 'Nachweis der KI-Kompetenz' })}</h2>
      {overview.people.length === 0 ? (
        <p>
          {t({
            id: 'ai.record.none',
            message: 'Noch nennt das Verzeichnis niemanden als Nutzer eines KI-Tools. Erfassen Sie unten die Tools.',
          })}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="ai-record">
            <thead>
              <tr>
                <th scope="col">{t({ id: 'ai.record.name', message: 'Name' })}</th>
                <th scope="col">{t({ id: 'ai.record.tools', message: 'KI-Tools' })}</th>
                <th scope="col">{t({ id: 'ai.record.passed', message: 'Geschult am' })}</th>
                <th scope="col">{t({ id: 'ai.record.review', message: 'Nächste Auffrischung' })}</th>
                <th scope="col">{t({ id: 'ai.record.courses', message: 'KI-Inhalte aus Kursen' })}</th>
              </tr>
            </thead>
            <tbody>
              {overview.people.map((person) => (
                <PersonRow key={person.userId} person={person} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PdfCsvDownloads
        download={(format) => downloadAiRecord(format, `${name} ${day}.${format}`)}
        pdfLabel={t({ id: 'ai.record.pdf', message: 'Nachweis als PDF' })}
        csvLabel={t({ id: 'ai.record.csv', message: 'Als CSV-Datei' })}
      />
    </section>
  );
}

function PersonRow({ person }: { person: AiLiteracyPerson }) {
  const { t } = useLingui();
  return (
    <tr>
      <th scope="row">
        <span className="ai-name">
          {person.firstname} {person.lastname}
        </span>
        <span className="hint">{roleLabel(person.role, null)}</span>
      </th>
      <td>{person.tools.join(', ')}</td>
      <td data-current={person.current}>
        {person.passedAt
          ? formatDate(person.passedAt)
          : t({ id: 'ai.record.not_passed', message: 'noch nicht geschult' })}
      </td>
      <td>
        {person.validUntil
          ? person.current
            ? formatDate(person.validUntil)
            : t({ id: 'ai.record.lapsed', message: `abgelaufen am ${formatDate(person.validUntil)}` })
          : '–'}
      </td>
      <td>
        {person.courseParts.length === 0
          ? '–'
          : person.courseParts.map((part) => (
              <span key={part.slug} className="ai-part">
                {part.title} ({formatDate(part.passedAt)})
              </span>
            ))}
      </td>
    </tr>
  );
}

/** What "KI am Arbeitsplatz" teaches: its modules and topics. */
function TrainingOutline({ overview }: { overview: AiLiteracyOverview }) {
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
          id: 'ai.outline.facts',
          message: `Etwa ${minutes} Minuten, mit Übungen, einer Entscheidungsübung und einem Abschlusstest. Eine bestandene Schulung gilt ${months} Monate; danach ist sie erneut fällig.`,
        })}
      </p>
      <ol className="ai-modules">
        {training.modules.map((module) => (
          <li key={module.id}>
            <strong>{module.title}</strong>
            <span className="hint">{module.topics.map(aiTopicLabel).join(' · ')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
