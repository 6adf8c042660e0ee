import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DomainRequest, SIMULATION_MINIMUM_COMPANIES, type AdminSimulationOverview } from '#shared/api/simulation.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatCount, formatDate, formatDateTime } from '../../components/format-dates.ts';
import { FormField } from '../../components/form-field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { schemaErrors } from '../../components/schema-errors.ts';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { toast } from '../../toasts/toast.ts';
import {
  adminOverviewQuery,
  useAddSenderDomain,
  useBlockSimulation,
  useRetireSenderDomain,
  useSetSimulationSwitch,
} from './api/simulation.ts';
import { formatRate } from './results-section.tsx';
import { difficultyLabel } from './simulation-labels.ts';

type Company = AdminSimulationOverview['companies'][number];

/**
 * "Steuerung" of /admin/simulation (decision 096): the global stop of every simulation mail, the
 * provider's sender domains, the companies that booked with their campaigns and a block each, and
 * the figures over all customers (rates only over enough companies).
 */
export function AdminSimulationControls() {
  const { t } = useLingui();
  const headingId = useId();
  const overview = useQuery(adminOverviewQuery);

  return (
    <section className="stack sim-controls" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ id: 'simulation.admin.controls', message: 'Steuerung' })}</h2>
      {overview.error ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !overview.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <>
          <StopSwitch overview={overview.data} />
          <SenderDomains overview={overview.data} />
          <Companies companies={overview.data.companies} />
          <Figures figures={overview.data.figures} />
        </>
      )}
    </section>
  );
}

function StopSwitch({ overview }: { overview: AdminSimulationOverview }) {
  const { t } = useLingui();
  const headingId = useId();
  const change = useSetSimulationSwitch();
  const [asking, setAsking] = useState(false);
  const stopped = overview.stoppedAt !== null;
  const since = overview.stoppedAt ? formatDateTime(overview.stoppedAt) : '';

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h3 id={headingId}>{t({ id: 'simulation.admin.switch_heading', message: 'Versand' })}</h3>
      <div className="sim-switch-row">
        <button
          type="button"
          role="switch"
          aria-checked={stopped}
          aria-haspopup="dialog"
          className="sim-switch"
          onClick={() => setAsking(true)}
        >
          <span className="sim-switch-track" aria-hidden="true" />
          {t({ id: 'simulation.admin.switch', message: 'Alle Simulationsmails anhalten' })}
        </button>
      </div>
      <p className={stopped ? 'notice danger' : 'sim-sent'} role="status">
        {stopped
          ? t({
              id: 'simulation.admin.stopped_since',
              message: `Angehalten seit ${since}: Keine Simulationsmail geht hinaus, bei keinem Unternehmen.`,
            })
          : t({ id: 'simulation.admin.running', message: 'Simulationsmails werden versandt.' })}
      </p>
      {!overview.offered && (
        <p className="hint">
          {t({
            id: 'simulation.admin.not_offered',
            message: 'Derzeit nicht buchbar: Es ist kein eigener Versand für Simulationsmails eingerichtet.',
          })}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={
          stopped
            ? t({ id: 'simulation.admin.resume_title', message: 'Simulationsmails wieder versenden' })
            : t({ id: 'simulation.admin.stop_title', message: 'Alle Simulationsmails anhalten' })
        }
        text={
          stopped
            ? t({
                id: 'simulation.admin.resume_text',
                message: 'Die geplanten Simulationsmails aller Unternehmen gehen wieder hinaus, in ihren Zeitfenstern.',
              })
            : t({
                id: 'simulation.admin.stop_text',
                message:
                  'Keine Simulationsmail geht mehr hinaus, bei keinem Unternehmen, bis Sie den Versand wieder einschalten. Lernseiten bereits versandter E-Mails bleiben erreichbar.',
              })
        }
        confirmLabel={
          stopped
            ? t({ id: 'simulation.admin.resume', message: 'Wieder versenden' })
            : t({ id: 'simulation.admin.stop', message: 'Anhalten' })
        }
        busy={change.isPending}
        onConfirm={() => change.mutateAsync(!stopped)}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}

function SenderDomains({ overview }: { overview: AdminSimulationOverview }) {
  const { t } = useLingui();
  const headingId = useId();
  const add = useAddSenderDomain();
  const retire = useRetireSenderDomain();
  const [domain, setDomain] = useState('');
  const [retiring, setRetiring] = useState<string | null>(null);
  const retiringName = retiring ?? '';
  const { ref, errors, onSubmit } = useFormSubmit<'domain'>({
    check: () =>
      schemaErrors(
        DomainRequest,
        { domain },
        {
          domain: domain.trim()
            ? t({ id: 'simulation.domains.invalid', message: 'Bitte geben Sie einen Domainnamen wie beispiel.de ein.' })
            : undefined,
        },
      ),
    send: () =>
      add.mutateAsync(domain.trim().toLowerCase()).then(() => {
        const added = domain.trim().toLowerCase();
        toast.success(t({ id: 'simulation.admin.sender_added', message: `${added} ist hinzugefügt.` }));
        setDomain('');
      }),
  });

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h3 id={headingId}>{t({ id: 'simulation.delivery.senders', message: 'Absenderdomains' })}</h3>
      {overview.senderDomains.length === 0 ? (
        <p className="empty">{t({ id: 'simulation.admin.no_senders', message: 'Noch keine Absenderdomain.' })}</p>
      ) : (
        <ul className="sim-sender-domains">
          {overview.senderDomains.map((sender) => {
            const name = sender.domain;
            const added = formatDate(sender.addedAt);
            const retired = sender.retiredAt ? formatDate(sender.retiredAt) : '';
            return (
              <li key={name}>
                <span className="sim-sender-name">{name}</span>
                <span className="hint">
                  {retired
                    ? t({ id: 'simulation.admin.sender_retired', message: `zurückgezogen am ${retired}` })
                    : t({ id: 'simulation.admin.sender_added_at', message: `seit ${added}` })}
                </span>
                {!sender.retiredAt && (
                  <button
                    type="button"
                    className="link-button danger"
                    aria-haspopup="dialog"
                    aria-label={t({ id: 'simulation.admin.retire_sender_of', message: `${name} zurückziehen` })}
                    onClick={() => setRetiring(name)}
                  >
                    {t({ id: 'simulation.admin.retire', message: 'Zurückziehen' })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form ref={ref} className="form sim-add-domain" noValidate onSubmit={onSubmit}>
        <FormField
          label={t({ id: 'simulation.admin.add_sender', message: 'Absenderdomain hinzufügen' })}
          name="domain"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={domain}
          error={errors.domain}
          onChange={(event) => setDomain(event.target.value)}
        />
        <div className="button-row">
          <button type="submit" className="button secondary" disabled={add.isPending}>
            {t({ id: 'simulation.domains.add', message: 'Hinzufügen' })}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={retiring !== null}
        title={t({ id: 'simulation.admin.retire_sender_title', message: 'Absenderdomain zurückziehen' })}
        text={t({
          id: 'simulation.admin.retire_sender_text',
          message: `Von ${retiringName} geht keine neue Simulationsmail mehr aus. Die Unternehmen sehen die Domain nicht mehr in ihren Zustellungsangaben.`,
        })}
        confirmLabel={t({ id: 'simulation.admin.retire', message: 'Zurückziehen' })}
        busy={retire.isPending}
        onConfirm={() => (retiring ? retire.mutateAsync(retiring) : Promise.resolve())}
        onClose={() => setRetiring(null)}
      />
    </section>
  );
}

function Companies({ companies }: { companies: readonly Company[] }) {
  const { t } = useLingui();
  const headingId = useId();
  const block = useBlockSimulation();
  const [asking, setAsking] = useState<Company | null>(null);
  const askingName = asking?.companyName ?? '';
  const labels = {
    booked: t({ id: 'simulation.admin.booked_since', message: 'Gebucht seit' }),
    campaigns: t({ id: 'simulation.admin.campaigns', message: 'Kampagnen' }),
    delivered: t({ id: 'simulation.results.delivered', message: 'Zugestellt' }),
    blocked: t({ id: 'simulation.admin.blocked', message: 'Gesperrt' }),
  };

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h3 id={headingId}>{t({ id: 'simulation.admin.companies', message: 'Unternehmen' })}</h3>
      {companies.length === 0 ? (
        <p className="empty">
          {t({ id: 'simulation.admin.no_companies', message: 'Noch kein Unternehmen hat gebucht.' })}
        </p>
      ) : (
        <ScrollArea
          className="flush"
          label={t({ id: 'simulation.admin.companies_table', message: 'Unternehmen mit Phishing-Simulation' })}
        >
          <table className="data-table cards-on-phone">
            <caption className="visually-hidden">
              {t({ id: 'simulation.admin.companies_table', message: 'Unternehmen mit Phishing-Simulation' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t({ id: 'simulation.admin.company', message: 'Unternehmen' })}</th>
                <th scope="col">{labels.booked}</th>
                <th scope="col">{labels.campaigns}</th>
                <th scope="col">{labels.delivered}</th>
                <th scope="col">{labels.blocked}</th>
                <th scope="col">{t({ id: 'admin.column.actions', message: 'Aktionen' })}</th>
              </tr>
            </thead>
            <tbody>
              {companies.map((company) => {
                const name = company.companyName;
                const blockedOn = company.blockedAt ? formatDate(company.blockedAt) : '';
                return (
                  <tr key={company.companyId}>
                    <th scope="row">{name}</th>
                    <td data-label={labels.booked}>{company.bookedAt ? formatDate(company.bookedAt) : '–'}</td>
                    <td data-label={labels.campaigns}>{formatCount(company.campaigns)}</td>
                    <td data-label={labels.delivered}>{formatCount(company.delivered)}</td>
                    <td data-label={labels.blocked}>
                      {company.blockedAt ? (
                        <span className="badge danger">
                          {t({ id: 'simulation.admin.blocked_since', message: `Gesperrt seit ${blockedOn}` })}
                        </span>
                      ) : (
                        t({ id: 'simulation.admin.not_blocked', message: 'Nein' })
                      )}
                    </td>
                    <td className="actions-cell">
                      <div className="row-actions">
                        <button
                          type="button"
                          className={company.blockedAt ? 'link-button' : 'link-button danger'}
                          aria-haspopup="dialog"
                          aria-label={
                            company.blockedAt
                              ? t({ id: 'simulation.admin.allow_of', message: `${name} wieder zulassen` })
                              : t({ id: 'simulation.admin.block_of', message: `${name} sperren` })
                          }
                          onClick={() => setAsking(company)}
                        >
                          {company.blockedAt
                            ? t({ id: 'simulation.admin.allow', message: 'Wieder zulassen' })
                            : t({ id: 'simulation.admin.block', message: 'Sperren' })}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.blockedAt
            ? t({ id: 'simulation.admin.allow_title', message: 'Wieder zulassen' })
            : t({ id: 'simulation.admin.block_title', message: 'Unternehmen sperren' })
        }
        text={
          asking?.blockedAt
            ? t({
                id: 'simulation.admin.allow_text',
                message: `${askingName} kann wieder Simulationen versenden und das Add-on buchen.`,
              })
            : t({
                id: 'simulation.admin.block_text',
                message: `An die Personen von ${askingName} geht keine Simulationsmail mehr hinaus, bis Sie das Unternehmen wieder zulassen.`,
              })
        }
        confirmLabel={
          asking?.blockedAt
            ? t({ id: 'simulation.admin.allow', message: 'Wieder zulassen' })
            : t({ id: 'simulation.admin.block', message: 'Sperren' })
        }
        busy={block.isPending}
        onConfirm={() =>
          asking ? block.mutateAsync({ id: asking.companyId, blocked: asking.blockedAt === null }) : Promise.resolve()
        }
        onClose={() => setAsking(null)}
      />
    </section>
  );
}

function Figures({ figures }: { figures: AdminSimulationOverview['figures'] }) {
  const { t } = useLingui();
  const headingId = useId();
  const minimum = SIMULATION_MINIMUM_COMPANIES;
  const notYet = t({ id: 'simulation.admin.rates_not_yet', message: `erst ab ${minimum} Unternehmen` });
  const rate = (value: number | null) => (value === null ? notYet : formatRate(value));
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h3 id={headingId}>{t({ id: 'simulation.admin.figures', message: 'Zahlen über alle Kunden' })}</h3>
      <dl className="sim-facts wide">
        <div>
          <dt>{t({ id: 'simulation.admin.figures_companies', message: 'Unternehmen' })}</dt>
          <dd>{formatCount(figures.companies)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'simulation.results.delivered', message: 'Zugestellt' })}</dt>
          <dd>{formatCount(figures.delivered)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'simulation.results.click_rate', message: 'Link angeklickt' })}</dt>
          <dd>{rate(figures.clickRate)}</dd>
        </div>
        <div>
          <dt>{t({ id: 'simulation.results.data_entry_rate', message: 'Daten eingegeben' })}</dt>
          <dd>{rate(figures.dataEntryRate)}</dd>
        </div>
        {figures.byDifficulty.map((row) => {
          const level = difficultyLabel(row.difficulty);
          return (
            <div key={row.difficulty}>
              <dt>{t({ id: 'simulation.admin.click_by_difficulty', message: `Link angeklickt (${level})` })}</dt>
              <dd>{rate(row.clickRate)}</dd>
            </div>
          );
        })}
      </dl>
      <p className="hint">
        {t({
          id: 'simulation.admin.figures_hint',
          message: `Über abgeschlossene Wellen aller Unternehmen. Anteile erst, wenn mindestens ${minimum} Unternehmen beitragen.`,
        })}
      </p>
    </section>
  );
}
