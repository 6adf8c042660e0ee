import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from '../../toasts/toast.ts';
import { Link } from 'wouter';
import type { Employee } from '#shared/api/employees.ts';
import { CheckboxField } from '../../components/form-field.tsx';
import { ticked } from '../../components/validation.ts';
import { useUpdateEmployee } from './api/update-employee.ts';

/** Moves focus to the first field of the password section (the notice's link). */
function focusPassword(sectionId: string) {
  document.getElementById(sectionId)?.querySelector<HTMLInputElement>('input:not([hidden])')?.focus();
}

/**
 * What the person is asked to do first (docs/product.md R6): change a temporary password, accept the
 * privacy notice.
 */
export function AccountNotices({ me, passwordSectionId }: { me: Employee; passwordSectionId: string }) {
  const { t } = useLingui();
  const update = useUpdateEmployee(me.id);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();

  function onAccept(event: FormEvent) {
    event.preventDefault();
    const problem = ticked(accepted);
    setError(problem);
    if (problem) return;
    update.mutate(
      { dataProtectionPolicyAccepted: true },
      {
        onSuccess: () =>
          toast.success(t({ id: 'account_settings.privacy_accepted', message: 'Vielen Dank für Ihre Bestätigung.' })),
      },
    );
  }

  return (
    <>
      {me.isFirstLogin && (
        <div className="notice" role="status">
          <p>
            {t({
              id: 'account_settings.first_login',
              message:
                'Sie haben sich mit einem vorläufigen Passwort angemeldet. Bitte legen Sie jetzt ein eigenes Passwort fest.',
            })}
          </p>
          <a
            href={`#${passwordSectionId}`}
            onClick={(event) => {
              event.preventDefault();
              focusPassword(passwordSectionId);
            }}
          >
            {t({ id: 'account_settings.to_password', message: 'Jetzt Passwort ändern' })}
          </a>
        </div>
      )}
      {me.pendingEmail && (
        <div className="notice" role="status">
          <p>
            {t({
              id: 'account_settings.email_pending',
              message: `Ihre neue E-Mail-Adresse ${me.pendingEmail} ist noch nicht bestätigt. Bis Sie den Link in der E-Mail an diese Adresse öffnen, melden Sie sich mit ${me.email} an.`,
            })}
          </p>
        </div>
      )}
      {!me.dataProtectionPolicyAccepted && (
        <form className="notice form" noValidate onSubmit={onAccept}>
          <p>
            {t({
              id: 'account_settings.privacy_request',
              message:
                'Bitte lesen Sie unsere Datenschutzhinweise und bestätigen Sie, dass Sie sie zur Kenntnis genommen haben.',
            })}
          </p>
          <CheckboxField
            name="dataProtectionPolicyAccepted"
            checked={accepted}
            onChange={setAccepted}
            error={error}
            label={
              <Trans id="account_settings.privacy_checkbox">
                Ich habe die{' '}
                <Link href="/datenschutzhinweise" target="_blank">
                  Datenschutzhinweise
                </Link>{' '}
                zur Kenntnis genommen.
              </Trans>
            }
          />
          <div className="button-row">
            <button className="button" type="submit" disabled={update.isPending}>
              {t({ id: 'account_settings.privacy_submit', message: 'Bestätigen' })}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
