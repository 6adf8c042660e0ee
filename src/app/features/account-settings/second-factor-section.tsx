import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { Role } from '#shared/constants.ts';
import { dateFormat } from '#shared/intl-formats.ts';
import type { SecondFactorSummary } from '#shared/api/second-factor.ts';
import { i18n } from '@lingui/core';
import { isApiError } from '../../api/api-error.ts';
import { secondFactorQuery } from '../../api/queries.ts';
import { useSecondFactorCalls } from './api/second-factor.ts';
import { PasswordPrompt } from './password-prompt.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TotpSetup } from './totp-setup.tsx';
import { PasskeySetup } from './passkey-setup.tsx';
import { passkeysSupported } from '../../api/browser-passkeys.ts';

/** What the section shows besides the list: a set-up, a password prompt, or new codes. */
type Mode =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'addPasskey' }
  | { kind: 'remove'; factor: SecondFactorSummary }
  | { kind: 'renew' }
  | { kind: 'codes'; codes: string[] };

/** The names the server gives a factor set up without one. */
const DEFAULT_LABELS = new Set(['Authenticator-App', 'Authenticator app', 'Passkey']);

const dateOf = (iso: string) =>
  dateFormat(i18n.locale === 'en' ? 'en-GB' : 'de-DE', { dateStyle: 'medium' }).format(new Date(iso));

/**
 * The own second factors in the account settings (docs/decisions/069-second-factor.md): offered to
 * everyone, recommended to employers, required of admins and of whom the company's rule names (decision 099).
 */
export function SecondFactorSection({ userId, role }: { userId: number; role: Role }) {
  const { t } = useLingui();
  const status = useQuery(secondFactorQuery(userId));
  const calls = useSecondFactorCalls(userId);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [passwordError, setPasswordError] = useState<string>();
  const backToList = () => {
    setPasswordError(undefined);
    setMode({ kind: 'list' });
  };
  // Other failures are toasted by the mutation cache.
  const onPasswordError = (error: unknown) => {
    if (isApiError(error) && error.code === 'CURRENT_PASSWORD_WRONG') setPasswordError(error.message);
  };

  if (!status.data) {
    return status.isError ? (
      <p role="alert">{status.error.message}</p>
    ) : (
      <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
    );
  }
  const { factors, recoveryCodesLeft, required } = status.data;

  const intro = required
    ? role === 'admin'
      ? t({
          id: 'second_factor.intro_admin',
          message:
            'Administratoren melden sich mit Passwort und zweitem Faktor an: einem Passkey oder einem Code aus einer Authenticator-App auf Ihrem Telefon.',
        })
      : t({
          id: 'second_factor.intro_company',
          message:
            'Ihr Unternehmen schreibt für Ihr Konto die Zwei-Faktor-Anmeldung vor: Sie melden sich mit Passwort und zusätzlich mit einem Passkey oder einem Code aus einer Authenticator-App auf Ihrem Telefon an.',
        })
    : role === 'employer'
      ? t({
          id: 'second_factor.intro_employer',
          message:
            'Für Ihr Unternehmenskonto empfehlen wir die Zwei-Faktor-Anmeldung: Selbst wer Ihr Passwort erbeutet, kommt ohne Ihr Gerät nicht hinein.',
        })
      : t({
          id: 'second_factor.intro',
          message:
            'Mit der Zwei-Faktor-Anmeldung fragt das Portal nach dem Passwort zusätzlich einen Passkey oder einen Code aus einer Authenticator-App auf Ihrem Telefon ab.',
        });

  return (
    <div className="second-factor">
      <p>{intro}</p>
      {factors.length === 0 ? (
        <p className={required ? 'notice' : undefined}>
          {t({ id: 'second_factor.none', message: 'Noch kein zweiter Faktor eingerichtet.' })}
        </p>
      ) : (
        <ul className="factor-list">
          {factors.map((factor) => (
            <li key={factor.id}>
              <span>
                <strong>{factor.label}</strong> {/* The kind, unless the name is the kind's own default. */}
                {!DEFAULT_LABELS.has(factor.label) &&
                  (factor.kind === 'passkey'
                    ? t({ id: 'second_factor.kind_passkey', message: '(Passkey)' })
                    : t({ id: 'second_factor.kind_totp', message: '(Authenticator-App)' }))}{' '}
                {t({
                  id: 'second_factor.factor_dates',
                  message: `eingerichtet am ${dateOf(factor.createdAt)}, zuletzt verwendet: ${factor.lastUsedAt ? dateOf(factor.lastUsedAt) : '–'}`,
                })}
              </span>
              {mode.kind === 'list' && (
                <button
                  type="button"
                  className="link-button danger"
                  onClick={() => setMode({ kind: 'remove', factor })}
                  aria-label={t({ id: 'second_factor.remove_named', message: `${factor.label} entfernen` })}
                >
                  {t({ id: 'second_factor.remove', message: 'Entfernen' })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {factors.length > 0 && (
        <p>
          {t({
            id: 'second_factor.codes_left',
            message: `Unbenutzte Wiederherstellungscodes: ${recoveryCodesLeft} von 10.`,
          })}
        </p>
      )}

      {mode.kind === 'list' && (
        <div className="button-row">
          <button className="button" type="button" onClick={() => setMode({ kind: 'add' })}>
            {t({ id: 'second_factor.add_app', message: 'Authenticator-App einrichten' })}
          </button>
          {passkeysSupported() && (
            <button className="button secondary" type="button" onClick={() => setMode({ kind: 'addPasskey' })}>
              {t({ id: 'second_factor.add_passkey', message: 'Passkey hinzufügen' })}
            </button>
          )}
          {factors.length > 0 && (
            <button className="button secondary" type="button" onClick={() => setMode({ kind: 'renew' })}>
              {t({ id: 'second_factor.renew_codes', message: 'Neue Wiederherstellungscodes erzeugen' })}
            </button>
          )}
        </div>
      )}
      {mode.kind === 'add' && (
        <TotpSetup
          calls={calls}
          onCancel={backToList}
          onAdded={(codes) => {
            toast.success(t({ id: 'second_factor.added', message: 'Die Authenticator-App ist eingerichtet.' }));
            setMode(codes ? { kind: 'codes', codes } : { kind: 'list' });
          }}
        />
      )}
      {mode.kind === 'addPasskey' && (
        <PasskeySetup
          calls={calls}
          onCancel={backToList}
          onAdded={(codes) => {
            toast.success(t({ id: 'second_factor.passkey_added', message: 'Der Passkey ist eingerichtet.' }));
            setMode(codes ? { kind: 'codes', codes } : { kind: 'list' });
          }}
        />
      )}
      {mode.kind === 'remove' && (
        <PasswordPrompt
          action={t({ id: 'second_factor.remove_named', message: `${mode.factor.label} entfernen` })}
          busy={calls.remove.isPending}
          error={passwordError}
          onCancel={backToList}
          onConfirm={(currentPassword) =>
            calls.remove.mutate(
              { id: mode.factor.id, currentPassword },
              {
                onSuccess: () => {
                  toast.success(t({ id: 'second_factor.removed', message: 'Der zweite Faktor wurde entfernt.' }));
                  backToList();
                },
                onError: onPasswordError,
              },
            )
          }
        />
      )}
      {mode.kind === 'renew' && (
        <PasswordPrompt
          action={t({ id: 'second_factor.renew_codes', message: 'Neue Wiederherstellungscodes erzeugen' })}
          busy={calls.renewCodes.isPending}
          error={passwordError}
          onCancel={backToList}
          onConfirm={(currentPassword) =>
            calls.renewCodes.mutate(currentPassword, {
              onSuccess: ({ recoveryCodes }) => setMode({ kind: 'codes', codes: recoveryCodes }),
              onError: onPasswordError,
            })
          }
        />
      )}
      {mode.kind === 'codes' && <RecoveryCodesPanel codes={mode.codes} onClose={backToList} />}
    </div>
  );
}
