import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSimulationTemplate } from '#shared/api/simulation.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatDate } from '../../components/format-dates.ts';
import { LoadError } from '../../components/load-error.tsx';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { AdminSimulationControls } from './admin-simulation-controls.tsx';
import { toast } from '../../toasts/toast.ts';
import { adminPreviewQuery, adminTemplatesQuery, useSetTemplatePublished } from './api/simulation.ts';
import { ScenarioPreviewDialog } from './scenario-preview.tsx';
import { Difficulty, useCourseTitles } from './scenarios-section.tsx';
import { categoryLabel, kindLabel } from './simulation-labels.ts';
import '../../theme/admin.css';
import './simulation.css';

/** Published and not retired since, retired, or never published (shipped with a release, waiting). */
function stateOf(template: AdminSimulationTemplate): 'published' | 'retired' | 'new' {
  if (template.retiredAt !== null) return 'retired';
  return template.publishedAt !== null ? 'published' : 'new';
}

/**
 * /admin/simulation (decision 096): the controls (global stop, sender domains, companies, figures),
 * then the provider's library of scenarios with each one's state and
 * the running or paused campaigns that choose it; preview any, publish, retire after a question.
 */
export default function AdminSimulationPage() {
  const { t, i18n } = useLingui();
  const templates = useQuery(adminTemplatesQuery(i18n.locale));
  const courseTitle = useCourseTitles();
  const change = useSetTemplatePublished();
  const [previewing, setPreviewing] = useState<AdminSimulationTemplate | null>(null);
  const [retiring, setRetiring] = useState<AdminSimulationTemplate | null>(null);
  const list = templates.data?.templates ?? [];
  const retiringTitle = retiring?.title ?? '';
  const labels = {
    difficulty: t({ id: 'simulation.scenarios.difficulty', message: 'Schwierigkeit' }),
    course: t({ id: 'simulation.scenarios.course', message: 'Passender Kurs' }),
    state: t({ id: 'admin.column.state', message: 'Status' }),
    campaigns: t({ id: 'simulation.admin.campaigns', message: 'Kampagnen' }),
  };

  const publish = (template: AdminSimulationTemplate) => {
    const title = template.title;
    change.mutate(
      { id: template.id, published: true },
      {
        onSuccess: () =>
          toast.success(t({ id: 'simulation.admin.published_toast', message: `„${title}“ ist freigegeben.` })),
      },
    );
  };

  return (
    <section className="stack admin-page sim-page">
      <h1>{t({ id: 'simulation.admin.title', message: 'Phishing-Simulation: Steuerung und Szenarien' })}</h1>
      <AdminSimulationControls />
      <h2>{t({ id: 'simulation.admin.library', message: 'Szenarien' })}</h2>
      <p className="hint">
        {t({
          id: 'simulation.admin.intro',
          message:
            'Neue Szenarien kommen mit einer neuen Version des Portals und warten, bis Sie sie freigeben. Ein zurückgezogenes Szenario wählt keine neue E-Mail mehr; bereits versandte E-Mails behalten ihre Lernseite.',
        })}
      </p>
      {templates.error ? (
        <LoadError error={templates.error} onRetry={() => void templates.refetch()} />
      ) : !templates.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <ScrollArea
          className="card flush"
          label={t({ id: 'simulation.admin.table', message: 'Szenarien der Bibliothek' })}
        >
          <table className="data-table cards-on-phone sim-scenarios">
            <caption className="visually-hidden">
              {t({ id: 'simulation.admin.table', message: 'Szenarien der Bibliothek' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t({ id: 'simulation.admin.scenario', message: 'Szenario (Kategorie, Art)' })}</th>
                <th scope="col">{labels.difficulty}</th>
                <th scope="col">{labels.course}</th>
                <th scope="col">{labels.state}</th>
                <th scope="col">{labels.campaigns}</th>
                <th scope="col">{t({ id: 'admin.column.actions', message: 'Aktionen' })}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((template) => {
                const state = stateOf(template);
                const title = template.title;
                const changedAt = template.retiredAt ?? template.publishedAt;
                const since = changedAt ? formatDate(changedAt) : '';
                return (
                  <tr key={template.id}>
                    <th scope="row">
                      {title}
                      <span className="sim-sub">
                        {categoryLabel(template.category)} · {kindLabel(template.kind)}
                      </span>
                    </th>
                    <td data-label={labels.difficulty}>
                      <Difficulty value={template.difficulty} />
                    </td>
                    <td data-label={labels.course}>{courseTitle(template.course)}</td>
                    <td data-label={labels.state}>
                      {state === 'published' ? (
                        <span className="badge success">
                          {t({ id: 'simulation.admin.state_published', message: `Freigegeben seit ${since}` })}
                        </span>
                      ) : state === 'retired' ? (
                        <span className="badge">
                          {t({ id: 'simulation.admin.state_retired', message: `Zurückgezogen am ${since}` })}
                        </span>
                      ) : (
                        <span className="badge warning">
                          {t({ id: 'simulation.admin.state_new', message: 'Nicht freigegeben' })}
                        </span>
                      )}
                    </td>
                    <td data-label={labels.campaigns}>{template.campaignsUsing}</td>
                    <td className="actions-cell">
                      <div className="row-actions">
                        <button
                          type="button"
                          className="link-button"
                          aria-haspopup="dialog"
                          aria-label={t({ id: 'simulation.scenarios.preview_of', message: `Vorschau: ${title}` })}
                          onClick={() => setPreviewing(template)}
                        >
                          {t({ id: 'simulation.scenarios.preview', message: 'Vorschau' })}
                        </button>
                        {state === 'published' ? (
                          <button
                            type="button"
                            className="link-button danger"
                            aria-haspopup="dialog"
                            aria-label={t({ id: 'simulation.admin.retire_of', message: `${title} zurückziehen` })}
                            onClick={() => setRetiring(template)}
                          >
                            {t({ id: 'simulation.admin.retire', message: 'Zurückziehen' })}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="link-button"
                            disabled={change.isPending}
                            aria-label={t({ id: 'simulation.admin.publish_of', message: `${title} freigeben` })}
                            onClick={() => publish(template)}
                          >
                            {t({ id: 'simulation.admin.publish', message: 'Freigeben' })}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <ScenarioPreviewDialog scenario={previewing} load={adminPreviewQuery} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={retiring !== null}
        title={t({ id: 'simulation.admin.retire_title', message: 'Szenario zurückziehen' })}
        text={t({
          id: 'simulation.admin.retire_text',
          message: `„${retiringTitle}“ wird für keine neue E-Mail mehr gewählt. Bereits versandte E-Mails behalten ihre Lernseite. Sie können das Szenario später wieder freigeben.`,
        })}
        confirmLabel={t({ id: 'simulation.admin.retire', message: 'Zurückziehen' })}
        busy={change.isPending}
        onConfirm={() =>
          retiring
            ? change
                .mutateAsync({ id: retiring.id, published: false })
                .then(() =>
                  toast.success(
                    t({ id: 'simulation.admin.retired_toast', message: `„${retiringTitle}“ wurde zurückgezogen.` }),
                  ),
                )
            : Promise.resolve()
        }
        onClose={() => setRetiring(null)}
      />
    </section>
  );
}
