import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { SimulationBooking } from '#shared/api/simulation.ts';
import { publicConfigQuery } from '../../api/queries.ts';
import { CopyValue } from './copy-value.tsx';

/**
 * "Zustellung einrichten": what the company's mail system must let through (the allow-list header,
 * a secret of the company; the provider's sender domains) and where the links lead, with short
 * steps for Microsoft 365 and Google Workspace. For the employer, who alone sees the header's value.
 */
export function DeliverySection({ booking }: { booking: SimulationBooking }) {
  const { t } = useLingui();
  const headingId = useId();
  const { data: config } = useQuery(publicConfigQuery);
  const support = config?.contact.email ?? '';
  const { allowList, senderDomains, landingUrl } = booking;
  const header = allowList?.header ?? '';

  return (
    <section className="card stack" aria-labelledby={headingId} id="delivery" tabIndex={-1}>
      <h2 id={headingId}>{t({ id: 'simulation.delivery.heading', message: 'Zustellung einrichten' })}</h2>
      <p className="hint">
        {t({
          id: 'simulation.delivery.intro',
          message:
            'Damit die simulierten E-Mails nicht im Spamfilter hängen bleiben, lassen Sie sie in Ihrem E-Mail-System zu. Diese Angaben braucht die Person, die Ihr E-Mail-System betreut.',
        })}
      </p>
      <dl className="sim-settings">
        <div>
          <dt>{t({ id: 'simulation.delivery.senders', message: 'Absenderdomains' })}</dt>
          <dd>
            {senderDomains.length === 0 ? (
              <p>
                {t({
                  id: 'simulation.delivery.senders_support',
                  message: `Die Absenderdomains nennt Ihnen der Support: ${support}`,
                })}
              </p>
            ) : (
              <ul className="plain-list">
                {senderDomains.map((domain) => (
                  <li key={domain}>
                    <CopyValue
                      value={domain}
                      label={t({ id: 'simulation.delivery.sender_of', message: `Absenderdomain ${domain}` })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {allowList && (
          <>
            <div>
              <dt>{t({ id: 'simulation.delivery.header_name', message: 'Kopfzeile für die Zulassungsliste' })}</dt>
              <dd>
                <CopyValue
                  value={allowList.header}
                  label={t({ id: 'simulation.delivery.header_name_label', message: 'Name der Kopfzeile' })}
                />
              </dd>
            </div>
            <div>
              <dt>{t({ id: 'simulation.delivery.header_value', message: 'Wert der Kopfzeile' })}</dt>
              <dd>
                <CopyValue
                  value={allowList.value}
                  label={t({ id: 'simulation.delivery.header_value_label', message: 'Wert der Kopfzeile' })}
                />
                <p className="hint">
                  {t({
                    id: 'simulation.delivery.header_secret',
                    message:
                      'Vertraulich: Wer diesen Wert kennt, kann E-Mails an Ihrem Spamfilter vorbeischleusen. Geben Sie ihn nur an die Person weiter, die Ihr E-Mail-System betreut.',
                  })}
                </p>
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{t({ id: 'simulation.delivery.landing', message: 'Adresse der Lernseiten' })}</dt>
          <dd>
            <CopyValue
              value={landingUrl}
              label={t({ id: 'simulation.delivery.landing', message: 'Adresse der Lernseiten' })}
            />
            <p className="hint">
              {t({
                id: 'simulation.delivery.landing_hint',
                message: 'Hierhin führen die Links der simulierten E-Mails. Ein Web-Filter sollte sie nicht sperren.',
              })}
            </p>
          </dd>
        </div>
      </dl>
      <div className="sim-howto">
        <section aria-labelledby={`${headingId}-m365`}>
          <h3 id={`${headingId}-m365`}>Microsoft 365</h3>
          <ol>
            <li>
              {t({
                id: 'simulation.delivery.m365_path',
                message:
                  'Öffnen Sie im Microsoft Defender-Portal: E-Mail & Zusammenarbeit → Richtlinien und Regeln → Bedrohungsrichtlinien → Erweiterte Zustellung → Phishing-Simulation.',
              })}
            </li>
            <li>
              {t({
                id: 'simulation.delivery.m365_enter',
                message:
                  'Tragen Sie die Absenderdomains und die sendenden IP-Adressen ein. Die IP-Adressen nennt Ihnen der Support.',
              })}
            </li>
            <li>
              {t({
                id: 'simulation.delivery.m365_urls',
                message: 'Simulations-URLs müssen Sie für die E-Mails nicht eintragen.',
              })}
            </li>
          </ol>
        </section>
        <section aria-labelledby={`${headingId}-google`}>
          <h3 id={`${headingId}-google`}>Google Workspace</h3>
          <ol>
            <li>
              {t({
                id: 'simulation.delivery.google_path',
                message:
                  'Öffnen Sie in der Admin-Konsole: Apps → Google Workspace → Gmail → Spam, Phishing und Malware.',
              })}
            </li>
            <li>
              {t({
                id: 'simulation.delivery.google_allow',
                message:
                  'Tragen Sie die sendenden IP-Adressen in die E-Mail-Zulassungsliste ein oder richten Sie sie als eingehendes Gateway (Inbound gateway) ein.',
              })}
            </li>
            <li>
              {t({
                id: 'simulation.delivery.google_rule',
                message: `Alternativ: Eine Regel zur Inhaltskonformität lässt E-Mails mit der Kopfzeile ${header} und ihrem Wert am Spamfilter vorbei.`,
              })}
            </li>
          </ol>
        </section>
      </div>
    </section>
  );
}
