import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SimulationBooking } from '#shared/api/simulation.ts';
import { publicConfigQuery } from '../../api/queries.ts';
import { CheckboxField } from '../../components/form-field.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { ticked } from '../../components/validation.ts';
import { toast } from '../../toasts/toast.ts';
import { useBookSimulation } from './api/simulation.ts';
import { AddendumText } from './simulation-texts.tsx';

/**
 * The add-on before it is booked: what it does, the addendum to the agreement and, for the
 * employer, its acceptance. Managers read the offer; while the provider does not offer it, the
 * page says whom to ask.
 */
export function SimulationOffer({ booking, mayBook }: { booking: SimulationBooking; mayBook: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const addendumId = useId();
  const { data: config } = useQuery(publicConfigQuery);
  const [accepted, setAccepted] = useState(false);
  const book = useBookSimulation();
  const { ref, errors, setErrors, onSubmit } = useFormSubmit<'accepted'>({
    check: () => ({ accepted: ticked(accepted) }),
    send: () =>
      book.mutateAsync(booking.versions.addendum).then(() => {
        toast.success(
          t({
            id: 'simulation.offer.booked',
            message:
              'Die Phishing-Simulation ist gebucht. Als Nächstes bestätigen Sie die Voraussetzungen vor dem ersten Start.',
          }),
        );
      }),
  });
  const support = config?.contact.email ?? '';

  return (
    <>
      <section className="card stack" aria-labelledby={headingId}>
        <h2 id={headingId}>{t({ id: 'simulation.offer.heading', message: 'Was die Phishing-Simulation leistet' })}</h2>
        <p>
          {t({
            id: 'simulation.offer.intro',
            message:
              'Ihre Mitarbeitenden erhalten gelegentlich realistische, aber harmlose Phishing-E-Mails – nur an Adressen unter den Domains Ihres Unternehmens, die Sie zuvor bestätigt haben.',
          })}
        </p>
        <ul className="sim-points">
          <li>
            {t({
              id: 'simulation.offer.point_lesson',
              message:
                'Wer auf den Link klickt, kommt auf eine freundliche Lernseite, die zeigt, woran die E-Mail zu erkennen war.',
            })}
          </li>
          <li>
            {t({
              id: 'simulation.offer.point_aggregates',
              message: 'Sie sehen nur Gesamtzahlen, und nur wenn sie auf mindestens zehn zugestellten E-Mails beruhen.',
            })}
          </li>
          <li>
            {t({
              id: 'simulation.offer.point_nobody',
              message: 'Niemand wird bloßgestellt: Wer geklickt hat, erfährt niemand – auch Sie nicht.',
            })}
          </li>
          <li>
            {t({
              id: 'simulation.offer.point_senders',
              message:
                'Die E-Mails kommen von eigenen Simulationsdomains des Anbieters, nie von Ihrer Domain und nie unter dem Namen eines echten Unternehmens.',
            })}
          </li>
        </ul>
      </section>
      <section className="card stack" aria-labelledby={addendumId}>
        <h2 id={addendumId}>
          {t({
            id: 'simulation.offer.addendum_heading',
            message: 'Ergänzungsvereinbarung',
          })}
        </h2>
        <p className="hint">
          {t({
            id: 'simulation.offer.addendum_hint',
            message:
              'Die Phishing-Simulation ist eine gesondert beauftragte Zusatzleistung. Mit der Buchung nehmen Sie diese Ergänzung zum Auftragsverarbeitungsvertrag an.',
          })}
        </p>
        <AddendumText />
        {!booking.available ? (
          <p className="notice" role="status">
            {t({
              id: 'simulation.offer.unavailable',
              message: `Die Phishing-Simulation ist für Ihr Unternehmen derzeit nicht verfügbar. Bitte wenden Sie sich an den Support: ${support}`,
            })}
          </p>
        ) : mayBook ? (
          <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
            <CheckboxField
              name="addendumAccepted"
              checked={accepted}
              disabled={book.isPending}
              error={errors.accepted}
              onChange={(value) => {
                setAccepted(value);
                if (value) setErrors({});
              }}
              label={t({
                id: 'simulation.offer.accept',
                message: 'Ich habe die Ergänzungsvereinbarung gelesen und nehme sie an',
              })}
            />
            <div className="button-row">
              <button type="submit" className="button" disabled={book.isPending}>
                {t({ id: 'simulation.offer.book', message: 'Phishing-Simulation buchen' })}
              </button>
            </div>
          </form>
        ) : (
          <p className="notice">
            {t({
              id: 'simulation.offer.owner_books',
              message: 'Buchen kann die Inhaberin oder der Inhaber des Arbeitgeberkontos.',
            })}
          </p>
        )}
      </section>
    </>
  );
}
