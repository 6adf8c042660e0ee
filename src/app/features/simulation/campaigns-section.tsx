import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SimulationCampaign } from '#shared/api/simulation.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatCount, formatDate, formatDateTime } from '../../components/format-dates.ts';
import { formatDay } from '../../components/format-day.ts';
import { LoadError } from '../../components/load-error.tsx';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { toast } from '../../toasts/toast.ts';
import { campaignsQuery, useHaltCampaign } from './api/simulation.ts';
import { CampaignForm } from './campaign-form.tsx';
import { repeatLabel, statusBadge, statusLabel } from './campaign-labels.ts';
import { LaunchDialog } from './launch-dialog.tsx';
import { categoryLabel, difficultyLabel } from './simulation-labels.ts';

type Halting = { campaign: SimulationCampaign; stop: boolean };

/**
 * "Kampagnen" (decision 096): every campaign with its settings and waves; the employer creates one
 * and starts, pauses, resumes or ends it as its state allows. Managers read the list.
 */
export function CampaignsSection({ employer }: { employer: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const campaigns = useQuery(campaignsQuery);
  const halt = useHaltCampaign();
  const [starting, setStarting] = useState<SimulationCampaign | null>(null);
  const [halting, setHalting] = useState<Halting | null>(null);
  const list = campaigns.data?.campaigns ?? [];
  const haltingName = halting?.campaign.name ?? '';

  return (
    <section className="card stack" aria-labelledby={headingId} id="campaigns" tabIndex={-1}>
      <h2 id={headingId}>{t({ id: 'simulation.campaigns.heading', message: 'Kampagnen' })}</h2>
      {campaigns.error ? (
        <LoadError error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : !campaigns.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : list.length === 0 ? (
        <p className="empty">{t({ id: 'simulation.campaigns.none', message: 'Noch keine Kampagne angelegt.' })}</p>
      ) : (
        <ul className="sim-campaigns">
          {list.map((campaign) => (
            <li key={campaign.id}>
              <CampaignEntry
                campaign={campaign}
                employer={employer}
                busy={halt.isPending}
                onStart={() => setStarting(campaign)}
                onHalt={(stop) => setHalting({ campaign, stop })}
              />
            </li>
          ))}
        </ul>
      )}
      {employer && <CampaignForm />}
      <LaunchDialog campaign={starting} onClose={() => setStarting(null)} />
      <ConfirmDialog
        open={halting !== null}
        title={
          halting?.stop
            ? t({ id: 'simulation.campaigns.stop_title', message: 'Kampagne beenden' })
            : t({ id: 'simulation.campaigns.pause_title', message: 'Kampagne pausieren' })
        }
        text={
          halting?.stop
            ? t({
                id: 'simulation.campaigns.stop_text',
                message: `„${haltingName}“ wird beendet. Alle noch nicht versandten E-Mails dieser Kampagne werden verworfen. Eine beendete Kampagne lässt sich nicht wieder starten.`,
              })
            : t({
                id: 'simulation.campaigns.pause_text',
                message: `„${haltingName}“ wird pausiert. Alle noch nicht versandten E-Mails dieser Kampagne werden verworfen; beim Fortsetzen wird die nächste Welle neu geplant.`,
              })
        }
        confirmLabel={
          halting?.stop
            ? t({ id: 'simulation.campaigns.stop', message: 'Beenden' })
            : t({ id: 'simulation.campaigns.pause', message: 'Pausieren' })
        }
        busy={halt.isPending}
        onConfirm={() =>
          halting
            ? halt.mutateAsync({ id: halting.campaign.id, stop: halting.stop }).then(() => {
                const name = halting.campaign.name;
                toast.success(
                  halting.stop
                    ? t({ id: 'simulation.campaigns.stopped_toast', message: `„${name}“ ist beendet.` })
                    : t({ id: 'simulation.campaigns.paused_toast', message: `„${name}“ ist pausiert.` }),
                );
              })
            : Promise.resolve()
        }
        onClose={() => setHalting(null)}
      />
    </section>
  );
}

function CampaignEntry({
  campaign,
  employer,
  busy,
  onStart,
  onHalt,
}: {
  campaign: SimulationCampaign;
  employer: boolean;
  busy: boolean;
  onStart: () => void;
  onHalt: (stop: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const name = campaign.name;
  const { status } = campaign;
  const categories = campaign.categories.map(categoryLabel).join(', ');
  const difficulties = campaign.difficulties.map(difficultyLabel).join(', ');
  const startsOn = formatDay(campaign.startsOn, i18n.locale);
  const days = campaign.windowDays;
  const from = String(campaign.hourFrom).padStart(2, '0');
  const to = String(campaign.hourTo).padStart(2, '0');
  const mayStart = status === 'draft' || (status === 'paused' && campaign.repeatWeeks !== null);
  const resume = status === 'paused';
  const labels = {
    window: t({ id: 'simulation.campaigns.window', message: 'Versandzeitraum' }),
    planned: t({ id: 'simulation.campaigns.planned', message: 'Geplant' }),
    sent: t({ id: 'simulation.campaigns.sent', message: 'Versandt' }),
  };

  return (
    <article className="sim-campaign" aria-label={name}>
      <div className="sim-section-head">
        <h3>{name}</h3>
        <span className={statusBadge(status)}>{statusLabel(status)}</span>
      </div>
      <dl className="sim-facts">
        <div>
          <dt>{t({ id: 'simulation.campaigns.rhythm', message: 'Rhythmus' })}</dt>
          <dd>{repeatLabel(campaign.repeatWeeks)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'simulation.campaigns.categories', message: 'Kategorien' })}</dt>
          <dd>{categories}</dd>
        </div>
        <div>
          <dt>{t({ id: 'simulation.scenarios.difficulty', message: 'Schwierigkeit' })}</dt>
          <dd>{difficulties}</dd>
        </div>
        <div>
          <dt>{t({ id: 'simulation.campaigns.sending', message: 'Versand' })}</dt>
          <dd>
            {t({
              id: 'simulation.campaigns.sending_value',
              message: `ab ${startsOn}, an ${days} Werktagen, ${from}–${to} Uhr`,
            })}
          </dd>
        </div>
        {campaign.nextWaveAt && (
          <div>
            <dt>{t({ id: 'simulation.campaigns.next_wave', message: 'Nächste Welle' })}</dt>
            <dd>{formatDateTime(campaign.nextWaveAt)}</dd>
          </div>
        )}
      </dl>
      {campaign.waves.length > 0 && (
        <ScrollArea className="flush" label={t({ id: 'simulation.campaigns.waves_of', message: `Wellen von ${name}` })}>
          <table className="data-table sim-waves">
            <caption className="visually-hidden">
              {t({ id: 'simulation.campaigns.waves_of', message: `Wellen von ${name}` })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{labels.window}</th>
                <th scope="col" className="numeric">
                  {labels.planned}
                </th>
                <th scope="col" className="numeric">
                  {labels.sent}
                </th>
              </tr>
            </thead>
            <tbody>
              {campaign.waves.map((wave) => (
                <tr key={wave.id}>
                  <td>
                    {formatDate(wave.windowStart)} – {formatDate(wave.windowEnd)}
                  </td>
                  <td className="numeric">{formatCount(wave.planned)}</td>
                  <td className="numeric">{formatCount(wave.sent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      {employer && status !== 'stopped' && status !== 'finished' && (
        <div className="button-row">
          {mayStart && (
            <button
              type="button"
              className="button"
              aria-haspopup="dialog"
              aria-label={
                resume
                  ? t({ id: 'simulation.campaigns.resume_of', message: `${name} fortsetzen` })
                  : t({ id: 'simulation.campaigns.start_of', message: `${name} starten` })
              }
              onClick={onStart}
            >
              {resume
                ? t({ id: 'simulation.campaigns.resume', message: 'Fortsetzen' })
                : t({ id: 'simulation.campaigns.start', message: 'Starten' })}
            </button>
          )}
          {status === 'running' && (
            <button
              type="button"
              className="button secondary"
              aria-haspopup="dialog"
              disabled={busy}
              aria-label={t({ id: 'simulation.campaigns.pause_of', message: `${name} pausieren` })}
              onClick={() => onHalt(false)}
            >
              {t({ id: 'simulation.campaigns.pause', message: 'Pausieren' })}
            </button>
          )}
          <button
            type="button"
            className="button secondary"
            aria-haspopup="dialog"
            disabled={busy}
            aria-label={t({ id: 'simulation.campaigns.stop_of', message: `${name} beenden` })}
            onClick={() => onHalt(true)}
          >
            {t({ id: 'simulation.campaigns.stop', message: 'Beenden' })}
          </button>
        </div>
      )}
    </article>
  );
}
