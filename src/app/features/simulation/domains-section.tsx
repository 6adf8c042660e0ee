import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DomainRequest, type SimulationDomain } from '#shared/api/simulation.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../components/format-dates.ts';
import { FormField } from '../../components/form-field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { schemaErrors } from '../../components/schema-errors.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { toast } from '../../toasts/toast.ts';
import { domainsQuery, useAddDomain, useCheckDomain, useRemoveDomain } from './api/simulation.ts';
import { CopyValue } from './copy-value.tsx';

/**
 * "Mail-Domains" (decision 096): the company's domains with the TXT record that proves each, a check
 * now, removal after a question, and adding one (typed, or one of the suggestions taken from the
 * people's addresses). Public mail providers and a domain another company verified are refused at
 * the field.
 */
export function DomainsSection() {
  const { t } = useLingui();
  const headingId = useId();
  const domains = useQuery(domainsQuery);
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useRemoveDomain();
  const list = domains.data?.domains ?? [];
  const removingName = removing ?? '';

  return (
    <section className="card stack" aria-labelledby={headingId} id="domains" tabIndex={-1}>
      <h2 id={headingId}>{t({ id: 'simulation.domains.heading', message: 'Mail-Domains' })}</h2>
      <p className="hint">
        {t({
          id: 'simulation.domains.intro',
          message:
            'Simulierte E-Mails gehen nur an Adressen unter Domains, die Ihrem Unternehmen gehören. Sie bestätigen eine Domain, indem Sie bei Ihrem DNS-Anbieter den angezeigten TXT-Eintrag anlegen und ihn hier prüfen lassen.',
        })}
      </p>
      {domains.error ? (
        <LoadError error={domains.error} onRetry={() => void domains.refetch()} />
      ) : !domains.data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <>
          {list.length === 0 ? (
            <p className="empty">{t({ id: 'simulation.domains.none', message: 'Noch keine Domain hinzugefügt.' })}</p>
          ) : (
            <ul className="sim-domains">
              {list.map((domain) => (
                <li key={domain.domain}>
                  <DomainEntry domain={domain} onRemove={() => setRemoving(domain.domain)} />
                </li>
              ))}
            </ul>
          )}
          <AddDomainForm suggested={domains.data.suggested} />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t({ id: 'simulation.domains.remove_title', message: 'Domain entfernen' })}
        text={t({
          id: 'simulation.domains.remove_text',
          message: `${removingName} wird entfernt. An Adressen unter dieser Domain gehen danach keine simulierten E-Mails mehr. Sie können die Domain später wieder hinzufügen.`,
        })}
        confirmLabel={t({ id: 'simulation.domains.remove', message: 'Entfernen' })}
        busy={remove.isPending}
        onConfirm={() =>
          removing
            ? remove.mutateAsync(removing).then(() => {
                const removed = removing;
                toast.success(t({ id: 'simulation.domains.removed', message: `${removed} wurde entfernt.` }));
              })
            : Promise.resolve()
        }
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

function DomainEntry({ domain, onRemove }: { domain: SimulationDomain; onRemove: () => void }) {
  const { t } = useLingui();
  const check = useCheckDomain();
  // What the last check of this page found: nothing yet, so the person knows it ran.
  const [notFound, setNotFound] = useState(false);
  const name = domain.domain;
  const verifiedAt = domain.verifiedAt ? formatDateTime(domain.verifiedAt) : '';
  const checkedAt = domain.checkedAt ? formatDateTime(domain.checkedAt) : '';
  // Many DNS providers ask only for the part before the domain.
  const host = domain.record.name.endsWith(`.${name}`) ? domain.record.name.slice(0, -name.length - 1) : null;

  const runCheck = () =>
    check.mutate(name, {
      onSuccess: (answer) => {
        setNotFound(answer.verifiedAt === null);
        if (answer.verifiedAt !== null)
          toast.success(t({ id: 'simulation.domains.verified_toast', message: `${name} ist bestätigt.` }));
      },
    });

  return (
    <article className="sim-domain" aria-label={name}>
      <div className="sim-section-head">
        <h3>{name}</h3>
        {domain.verifiedAt ? (
          <span className="badge success">{t({ id: 'simulation.domains.verified', message: 'Bestätigt' })}</span>
        ) : (
          <span className="badge warning">
            {t({ id: 'simulation.domains.unverified', message: 'Nicht bestätigt' })}
          </span>
        )}
      </div>
      {domain.verifiedAt ? (
        <p className="hint">
          {t({ id: 'simulation.domains.verified_at', message: `Bestätigt am ${verifiedAt}` })}
          {checkedAt && ` · ${t({ id: 'simulation.domains.checked_at', message: `zuletzt geprüft am ${checkedAt}` })}`}
        </p>
      ) : (
        <p className="hint">
          {t({
            id: 'simulation.domains.record_hint',
            message: 'Legen Sie bei Ihrem DNS-Anbieter diesen TXT-Eintrag an und lassen Sie ihn danach prüfen:',
          })}
        </p>
      )}
      <dl className="sim-record">
        <div>
          <dt>{t({ id: 'simulation.domains.record_type', message: 'Typ' })}</dt>
          <dd>
            <code>TXT</code>
          </dd>
        </div>
        <div>
          <dt>{t({ id: 'simulation.domains.record_name', message: 'Name' })}</dt>
          <dd>
            <CopyValue
              value={domain.record.name}
              label={t({ id: 'simulation.domains.record_name_of', message: `Name des TXT-Eintrags für ${name}` })}
            />
            {host && (
              <p className="hint">
                <Trans id="simulation.domains.record_host">
                  Verlangt Ihr Anbieter nur den vorderen Teil, tragen Sie <code>{host}</code> ein.
                </Trans>
              </p>
            )}
          </dd>
        </div>
        <div>
          <dt>{t({ id: 'simulation.domains.record_value', message: 'Wert' })}</dt>
          <dd>
            <CopyValue
              value={domain.record.value}
              label={t({ id: 'simulation.domains.record_value_of', message: `Wert des TXT-Eintrags für ${name}` })}
            />
          </dd>
        </div>
      </dl>
      <div role="status">
        {notFound && !domain.verifiedAt && (
          <p className="notice">
            {t({
              id: 'simulation.domains.not_found',
              message:
                'Eintrag noch nicht gefunden – DNS-Änderungen brauchen manchmal etwas Zeit. Prüfen Sie es später noch einmal.',
            })}
          </p>
        )}
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button secondary small"
          disabled={check.isPending}
          aria-label={t({ id: 'simulation.domains.check_domain', message: `${name} jetzt prüfen` })}
          onClick={runCheck}
        >
          {check.isPending
            ? t({ id: 'simulation.domains.checking', message: 'Wird geprüft …' })
            : t({ id: 'simulation.domains.check', message: 'Jetzt prüfen' })}
        </button>
        <button
          type="button"
          className="link-button danger"
          aria-label={t({ id: 'simulation.domains.remove_domain', message: `${name} entfernen` })}
          onClick={onRemove}
        >
          {t({ id: 'simulation.domains.remove', message: 'Entfernen' })}
        </button>
      </div>
    </article>
  );
}

function AddDomainForm({ suggested }: { suggested: string[] }) {
  const { t } = useLingui();
  const [domain, setDomain] = useState('');
  const add = useAddDomain({ atField: true });
  const addSuggested = useAddDomain({ atField: false });
  const added = (name: string) =>
    toast.success(
      t({
        id: 'simulation.domains.added',
        message: `${name} wurde hinzugefügt. Legen Sie jetzt den TXT-Eintrag an.`,
      }),
    );
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
      add.mutateAsync(domain).then((answer) => {
        setDomain('');
        added(answer.domain);
      }),
    fieldCodes: { DOMAIN_NOT_ALLOWED: 'domain', DOMAIN_TAKEN: 'domain' },
  });
  return (
    <>
      <form ref={ref} className="form sim-add-domain" noValidate onSubmit={onSubmit}>
        <FormField
          label={t({ id: 'simulation.domains.add_label', message: 'Domain hinzufügen' })}
          name="domain"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          placeholder={t({ id: 'simulation.domains.placeholder', message: 'beispiel.de' })}
          value={domain}
          error={errors.domain}
          hint={
            <p className="hint">
              {t({
                id: 'simulation.domains.add_hint',
                message:
                  'Der Teil der E-Mail-Adressen nach dem @, etwa beispiel.de. Adressen öffentlicher E-Mail-Anbieter sind nicht möglich.',
              })}
            </p>
          }
          onChange={(event) => setDomain(event.target.value)}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={add.isPending}>
            {t({ id: 'simulation.domains.add', message: 'Hinzufügen' })}
          </button>
        </div>
      </form>
      {suggested.length > 0 && (
        <div className="sim-suggested">
          <p className="hint">
            {t({
              id: 'simulation.domains.suggested',
              message: 'Vorschläge aus den Adressen Ihrer Mitarbeitenden:',
            })}
          </p>
          <ul className="sim-chips">
            {suggested.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="button secondary small"
                  disabled={addSuggested.isPending}
                  aria-label={t({ id: 'simulation.domains.add_suggested', message: `${name} hinzufügen` })}
                  onClick={() => addSuggested.mutate(name, { onSuccess: (answer) => added(answer.domain) })}
                >
                  + {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
