import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SendCompanyDocumentResponse } from '#shared/api/certificates.ts';
import type { Lang } from '#shared/constants.ts';
import { FormField } from '../../components/form-field.tsx';
import { MailLanguageField } from '../../components/mail-language-field.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { email as checkEmail } from '../../components/validation.ts';
import { sendCompanyDocument } from './api/send-company-document.ts';
import { useCertificateLang } from './certificate-language.tsx';

/**
 * "An den Versicherer senden" (employer only, decision 104): the verification link of a new company
 * document goes to the address the employer gives, never the PDF. What was sent (a certificate or
 * an interim status) is what the server answers; a refusal shows at the address.
 */
export function SendToInsurer() {
  const { t } = useLingui();
  const headingId = useId();
  const [address, setAddress] = useState('');
  const [lang, setLang] = useCertificateLang();
  const [sent, setSent] = useState<SendCompanyDocumentResponse | null>(null);
  const send = useMutation({
    mutationFn: (body: { email: string; lang: Lang }) => sendCompanyDocument(body),
    onSuccess: (answer) => {
      setSent(answer);
      setAddress('');
    },
  });
  const recipient = sent?.email ?? '';
  const { ref, errors, onSubmit } = useFormSubmit<'email'>({
    check: () => ({ email: checkEmail(address.trim()) }),
    send: async () => {
      setSent(null);
      await send.mutateAsync({ email: address.trim(), lang });
    },
    fieldCodes: { VALIDATION_FAILED: 'email', RATE_LIMITED: 'email' },
  });

  return (
    <section className="certificate-send" aria-labelledby={headingId}>
      <h3 id={headingId}>{t({ id: 'proof.send.title', message: 'An den Versicherer senden' })}</h3>
      <p className="hint">
        {t({
          id: 'proof.send.intro',
          message:
            'Ihr Versicherer erhält per E-Mail den Prüflink, nicht die PDF-Datei. Über den Link sieht er die Angaben und Zahlen des Dokuments und dass es echt ist; eine Anmeldung braucht er dafür nicht. Jede Sendung stellt ein neues Dokument mit eigenem Prüfcode aus.',
        })}
      </p>
      <form ref={ref} className="form certificate-send-form" noValidate onSubmit={onSubmit}>
        <FormField
          label={t({ id: 'proof.send.email', message: 'E-Mail-Adresse Ihres Versicherers' })}
          type="email"
          name="email"
          autoComplete="off"
          value={address}
          error={errors.email}
          hint={
            <p className="hint">
              {t({
                id: 'proof.send.email_hint',
                message: 'Zum Beispiel Ihre Ansprechperson beim Versicherer oder Ihr Makler.',
              })}
            </p>
          }
          onChange={(event) => setAddress(event.target.value)}
        />
        <MailLanguageField
          label={t({ id: 'proof.send.language', message: 'Sprache der E-Mail' })}
          value={lang}
          onChange={setLang}
        />
        <button className="button secondary" type="submit" disabled={send.isPending}>
          {send.isPending
            ? t({ id: 'proof.send.sending', message: 'Wird gesendet …' })
            : t({ id: 'proof.send.submit', message: 'Prüflink senden' })}
        </button>
      </form>
      {sent && (
        <p className="notice" role="status">
          {sent.kind === 'interim'
            ? t({
                id: 'proof.send.sent_interim',
                message: `Der Prüflink zum Zwischenstand wurde an ${recipient} gesendet.`,
              })
            : t({
                id: 'proof.send.sent_certificate',
                message: `Der Prüflink zum Unternehmenszertifikat wurde an ${recipient} gesendet.`,
              })}
        </p>
      )}
    </section>
  );
}
