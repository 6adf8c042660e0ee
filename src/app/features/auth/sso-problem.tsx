import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { isApiError } from '../../api/api-error.ts';

/**
 * Why a sign-in through the company's identity provider did not work (issue 45 point 3): what
 * happened in the server's words, what it means for the person, and the ways on: again through the
 * provider, or the password where the company allows one. `admin`: the admins' way (decision 112),
 * whose password always stays.
 */
export function SsoProblem({ error, admin = false }: { error: unknown; admin?: boolean }) {
  const { t } = useLingui();
  const code = isApiError(error) ? error.code : undefined;
  const said = isApiError(error)
    ? error.message
    : t({
        id: 'sso.offline',
        message:
          'Das Portal ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      });
  const advice: Partial<Record<string, string>> = {
    SSO_TOKEN_INVALID: t({
      id: 'sso.advice.token',
      message:
        'Das kann an einer gestörten Verbindung liegen oder an einem Versuch, die Anmeldung zu fälschen. Es wurde nichts geändert, der Vorfall ist protokolliert. Bitte starten Sie die Anmeldung neu; tritt der Fehler wieder auf, informieren Sie Ihre IT.',
    }),
    SSO_STATE_INVALID: t({
      id: 'sso.advice.state',
      message: 'Eine Anmeldung gilt zehn Minuten und nur einmal, in dem Browser, in dem Sie sie begonnen haben.',
    }),
    SSO_PROVIDER_UNREACHABLE: t({
      id: 'sso.advice.unreachable',
      message:
        'Es wurde nichts geändert. Wenn Ihr Unternehmen es erlaubt, können Sie sich solange mit Ihrem Passwort anmelden.',
    }),
  };
  return (
    <div className="stack sso-problem" role="alert">
      <h2 className="h3">{t({ id: 'sso.problem_title', message: 'Die Anmeldung hat nicht geklappt' })}</h2>
      <p>{said}</p>
      {code && advice[code] && <p>{advice[code]}</p>}
      <p className="hint">
        {admin
          ? t({
              id: 'sso.admin_password_way',
              message:
                'Sie können sich auch mit Ihrer E-Mail-Adresse, Ihrem Passwort und Ihrem zweiten Faktor anmelden.',
            })
          : t({
              id: 'sso.password_way',
              message:
                'Sie können sich auch mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden, sofern Ihr Unternehmen das für Ihr Konto erlaubt.',
            })}
      </p>
      <div className="button-row sso-ways">
        <Link className="button" href={admin ? '/admin/login' : '/login'}>
          {t({ id: 'sso.back_to_login', message: 'Zur Anmeldung' })}
        </Link>
        <Link href={admin ? '/admin/reset-password' : '/reset-password'}>
          {t({ id: 'login.forgot_password', message: 'Passwort vergessen?' })}
        </Link>
      </div>
    </div>
  );
}
