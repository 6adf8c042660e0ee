import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CopyValue } from './copy-value.tsx';

/**
 * "Verdächtige E-Mails melden": the company's report address, to tell the staff. A forwarded mail
 * is answered at once (praise for a recognised simulation, what to do for a real one) and only
 * counted; nothing of it is kept.
 */
export function ReportAddressSection({ address }: { address: string }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className="card stack" aria-labelledby={headingId} id="report-address" tabIndex={-1}>
      <h2 id={headingId}>{t({ id: 'simulation.report.heading', message: 'Verdächtige E-Mails melden' })}</h2>
      <p>
        {t({
          id: 'simulation.report.intro',
          message:
            'Wer eine verdächtige E-Mail bekommt, leitet sie an diese Adresse weiter – als Weiterleitung oder als Anhang. Jede Meldung wird sofort beantwortet: Bei einer Simulation mit Lob und den Warnzeichen, bei einer echten E-Mail mit den nächsten Schritten und Ihrer IT-Ansprechperson.',
        })}
      </p>
      <CopyValue
        value={address}
        label={t({ id: 'simulation.report.address', message: 'Meldeadresse Ihres Unternehmens' })}
      />
      <p className="hint">
        {t({
          id: 'simulation.report.privacy',
          message:
            'Gezählt wird nur, dass gemeldet wurde. Absender, Betreff und Inhalt der gemeldeten E-Mail werden nicht gespeichert, und Sie erfahren nicht, wer gemeldet hat. Geben Sie die Adresse Ihren Beschäftigten bekannt, etwa mit der Ankündigung oder im Intranet.',
        })}
      </p>
    </section>
  );
}
