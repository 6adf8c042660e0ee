import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SimulationTemplateSummary } from '#shared/api/simulation.ts';
import type { SimulationDifficulty } from '#shared/content/simulation-template.ts';
import { coursesQuery } from '../../api/queries.ts';
import { LoadError } from '../../components/load-error.tsx';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { previewQuery, templatesQuery } from './api/simulation.ts';
import { ScenarioPreviewDialog } from './scenario-preview.tsx';
import { categoryLabel, difficultyLabel, kindLabel } from './simulation-labels.ts';

/** A difficulty as a word and three dots, the dots for the eye only. */
export function Difficulty({ value }: { value: SimulationDifficulty }) {
  return (
    <span className="sim-difficulty">
      <span aria-hidden="true" className="sim-dots">
        {'●'.repeat(value)}
        {'○'.repeat(3 - value)}
      </span>{' '}
      {difficultyLabel(value)}
    </span>
  );
}

/** The course titles in the app's language, by slug (the slug until the list has come). */
export function useCourseTitles(): (slug: string) => string {
  const { i18n } = useLingui();
  const { data: courses = [] } = useQuery(coursesQuery(i18n.locale));
  const titles = new Map<string, string>(courses.map((course) => [course.slug, course.title]));
  return (slug) => titles.get(slug) ?? slug;
}

/** "Szenarien": the provider's published scenarios, each with a preview of its mail and lesson. */
export function ScenariosSection() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const templates = useQuery(templatesQuery(i18n.locale));
  const courseTitle = useCourseTitles();
  const [previewing, setPreviewing] = useState<SimulationTemplateSummary | null>(null);
  const list = templates.data?.templates ?? [];
  const labels = {
    category: t({ id: 'simulation.scenarios.category', message: 'Kategorie' }),
    difficulty: t({ id: 'simulation.scenarios.difficulty', message: 'Schwierigkeit' }),
    kind: t({ id: 'simulation.scenarios.kind', message: 'Art' }),
    course: t({ id: 'simulation.scenarios.course', message: 'Passender Kurs' }),
  };

  return (
    <section className="card stack" aria-labelledby={headingId} id="scenarios" tabIndex={-1}>
      <h2 id={headingId}>{t({ id: 'simulation.scenarios.heading', message: 'Szenarien' })}</h2>
      <p className="hint">
        {t({
          id: 'simulation.scenarios.intro',
          message:
            'Die Szenarien schreibt und pflegt der Anbieter des Portals. Jedes gehört zu einer Kategorie und einem Kurs, der das Thema vertieft. „Daten eingeben“ heißt: Der Link führt zuerst auf eine nachgeahmte Anmeldeseite, die nichts überträgt.',
        })}
      </p>
      {templates.error ? (
        <LoadError error={templates.error} onRetry={() => void templates.refetch()} />
      ) : !templates.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : list.length === 0 ? (
        <p className="empty">
          {t({ id: 'simulation.scenarios.none', message: 'Zurzeit ist kein Szenario freigegeben.' })}
        </p>
      ) : (
        <ScrollArea label={t({ id: 'simulation.scenarios.table', message: 'Freigegebene Szenarien' })}>
          <table className="data-table cards-on-phone sim-scenarios">
            <caption className="visually-hidden">
              {t({ id: 'simulation.scenarios.table', message: 'Freigegebene Szenarien' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t({ id: 'simulation.scenarios.title', message: 'Titel' })}</th>
                <th scope="col">{labels.category}</th>
                <th scope="col">{labels.difficulty}</th>
                <th scope="col">{labels.kind}</th>
                <th scope="col">{labels.course}</th>
                <th scope="col">
                  <span className="visually-hidden">{t({ id: 'admin.column.actions', message: 'Aktionen' })}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((template) => {
                const title = template.title;
                return (
                  <tr key={template.id}>
                    <th scope="row">{title}</th>
                    <td data-label={labels.category}>{categoryLabel(template.category)}</td>
                    <td data-label={labels.difficulty}>
                      <Difficulty value={template.difficulty} />
                    </td>
                    <td data-label={labels.kind}>{kindLabel(template.kind)}</td>
                    <td data-label={labels.course}>{courseTitle(template.course)}</td>
                    <td className="actions-cell">
                      <button
                        type="button"
                        className="button secondary small"
                        aria-haspopup="dialog"
                        aria-label={t({
                          id: 'simulation.scenarios.preview_of',
                          message: `Vorschau: ${title}`,
                        })}
                        onClick={() => setPreviewing(template)}
                      >
                        {t({ id: 'simulation.scenarios.preview', message: 'Vorschau' })}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <ScenarioPreviewDialog scenario={previewing} load={previewQuery} onClose={() => setPreviewing(null)} />
    </section>
  );
}
