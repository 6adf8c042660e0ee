import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { SimulationBooking } from '#shared/api/simulation.ts';
import { formatDateTime } from '../../components/format-dates.ts';
import { SelectField } from '../../components/select-field.tsx';
import { toast } from '../../toasts/toast.ts';
import { templatesQuery, useSendTestMail } from './api/simulation.ts';

/**
 * "Testmail an mich" (decision 096): one published scenario (or any) to the employer's own address,
 * required once before the first launch, so the employer sees it arrive and its link open.
 */
export function TestMailSection({ booking }: { booking: SimulationBooking }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const templates = useQuery(templatesQuery(i18n.locale));
  const send = useSendTestMail();
  const [templateId, setTemplateId] = useState('');
  const sentAt = booking.testMailSentAt ? formatDateTime(booking.testMailSentAt) : '';
  const lang = i18n.locale === 'en' ? 'en' : 'de';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { ...(templateId ? { templateId } : {}), lang },
      {
        onSuccess: ({ to }) =>
          toast.success(t({ id: 'simulation.test_mail.sent', message: `Die Testmail ist unterwegs an ${to}.` })),
      },
    );
  };

  return (
    <section className="card stack" aria-labelledby={headingId} id="test-mail" tabIndex={-1}>
      <h2 id={headingId}>{t({ id: 'simulation.test_mail.heading', message: 'Testmail an mich' })}</h2>
      <p className="hint">
        {t({
          id: 'simulation.test_mail.intro',
          message:
            'Vor dem ersten Start schicken Sie sich selbst eine simulierte E-Mail. Prüfen Sie, ob sie im Posteingang ankommt (nicht im Spam) und ob sich ihr Link ohne Warnung öffnet.',
        })}
      </p>
      <p className={sentAt ? 'sim-sent' : 'notice'} role="status">
        {sentAt
          ? t({ id: 'simulation.test_mail.sent_at', message: `Letzte Testmail versandt am ${sentAt}` })
          : t({
              id: 'simulation.test_mail.none',
              message: 'Noch keine Testmail versandt: Vor dem ersten Start nötig.',
            })}
      </p>
      <form className="form sim-test-mail" onSubmit={onSubmit}>
        <SelectField
          label={t({ id: 'simulation.test_mail.scenario', message: 'Szenario' })}
          value={templateId}
          options={[
            ['', t({ id: 'simulation.test_mail.any', message: 'Beliebiges freigegebenes Szenario' })],
            ...(templates.data?.templates ?? []).map((template) => [template.id, template.title] as const),
          ]}
          onChange={setTemplateId}
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={send.isPending} aria-busy={send.isPending}>
            {t({ id: 'simulation.test_mail.send', message: 'Testmail senden' })}
          </button>
        </div>
      </form>
    </section>
  );
}
