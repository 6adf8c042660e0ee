import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SignInProviderConnection, SignInProviderKind, SignInProviderRequest } from '#shared/api/sso.ts';
import { CheckboxField, FormField } from '../../components/form-field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { toast } from '../../toasts/toast.ts';
import { removeSignInProvider, saveSignInProvider, signInProviderQuery } from './api/sign-in-provider.ts';

/**
 * The company's identity provider, for its employer (issue 45 point 1, decision 106): Microsoft
 * Entra ID by tenant id, Google Workspace by domain, or any OpenID Connect provider; the redirect
 * URI to register there; whether managers and employees may still use passwords.
 */
export function CompanySignInSection() {
  const query = useQuery(signInProviderQuery());
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return null;
  return (
    <CompanySignInForm
      key={query.data.connection?.updatedAt ?? 'none'}
      connection={query.data.connection}
      redirectUri={query.data.redirectUri}
    />
  );
}

function CompanySignInForm({
  connection,
  redirectUri,
}: {
  connection: SignInProviderConnection | null;
  redirectUri: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<SignInProviderKind>(connection?.kind ?? 'entra');
  const [tenant, setTenant] = useState(connection?.tenant ?? '');
  const [issuer, setIssuer] = useState(connection?.kind === 'oidc' ? connection.issuer : '');
  const [displayName, setDisplayName] = useState(connection?.kind === 'oidc' ? connection.displayName : '');
  const [clientId, setClientId] = useState(connection?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [passwordsAllowed, setPasswordsAllowed] = useState(connection?.passwordsAllowed ?? true);
  const refresh = () => queryClient.invalidateQueries({ queryKey: signInProviderQuery().queryKey });
  const save = useMutation({
    mutationFn: (body: SignInProviderRequest) => saveSignInProvider(body),
    onSuccess: async () => {
      await refresh();
      toast.success(t({ id: 'company_sign_in.saved', message: 'Der Identitätsanbieter ist geprüft und gespeichert.' }));
    },
  });
  const remove = useMutation({
    mutationFn: removeSignInProvider,
    onSuccess: async () => {
      await refresh();
      toast.success(
        t({ id: 'company_sign_in.removed', message: 'Die Anmeldung über den Identitätsanbieter ist entfernt.' }),
      );
    },
  });
  const kinds = [
    ['entra', t({ id: 'company_sign_in.kind_entra', message: 'Microsoft Entra ID (Microsoft 365)' })],
    ['google', t({ id: 'company_sign_in.kind_google', message: 'Google Workspace' })],
    ['oidc', t({ id: 'company_sign_in.kind_oidc', message: 'Anderer OpenID-Connect-Anbieter' })],
  ] as const;
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          kind,
          clientId: clientId.trim(),
          passwordsAllowed,
          ...(kind === 'oidc' ? { issuer: issuer.trim(), displayName: displayName.trim() } : { tenant: tenant.trim() }),
          ...(clientSecret ? { clientSecret } : {}),
        });
      }}
    >
      <p className="hint">
        {t({
          id: 'company_sign_in.intro',
          message:
            'Ihre Mitarbeitenden melden sich dann mit dem Konto Ihres Unternehmens an („Mit Microsoft anmelden“). Tragen Sie beim Anbieter diese Weiterleitungsadresse (Redirect URI) ein:',
        })}
      </p>
      <p>
        <code className="break-all">{redirectUri}</code>
      </p>
      <SelectField
        label={t({ id: 'company_sign_in.kind', message: 'Identitätsanbieter' })}
        value={kind}
        options={kinds}
        onChange={setKind}
      />
      {kind === 'oidc' ? (
        <>
          <FormField
            label={t({ id: 'company_sign_in.issuer', message: 'Aussteller-URL (Issuer)' })}
            name="issuer"
            type="url"
            required
            value={issuer}
            placeholder="https://id.example.com"
            onChange={(event) => setIssuer(event.target.value)}
          />
          <FormField
            label={t({ id: 'company_sign_in.display_name', message: 'Name auf der Anmeldeschaltfläche' })}
            name="displayName"
            required
            maxLength={60}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </>
      ) : (
        <FormField
          label={
            kind === 'entra'
              ? t({ id: 'company_sign_in.tenant', message: 'Verzeichnis-ID (Tenant ID)' })
              : t({ id: 'company_sign_in.domain', message: 'Domain Ihres Google Workspace' })
          }
          name="tenant"
          required
          value={tenant}
          placeholder={kind === 'entra' ? '00000000-0000-0000-0000-000000000000' : 'example.com'}
          onChange={(event) => setTenant(event.target.value)}
        />
      )}
      <FormField
        label={t({ id: 'company_sign_in.client_id', message: 'Client-ID (Anwendungs-ID)' })}
        name="clientId"
        required
        value={clientId}
        onChange={(event) => setClientId(event.target.value)}
      />
      <FormField
        label={t({ id: 'company_sign_in.client_secret', message: 'Geheimer Clientschlüssel (Client Secret)' })}
        name="clientSecret"
        type="password"
        autoComplete="off"
        required={!connection}
        value={clientSecret}
        hint={
          connection ? (
            <p className="hint">
              {t({
                id: 'company_sign_in.secret_kept',
                message: 'Gespeichert und verschlüsselt. Leer lassen, um ihn zu behalten.',
              })}
            </p>
          ) : undefined
        }
        onChange={(event) => setClientSecret(event.target.value)}
      />
      <CheckboxField
        name="passwordsAllowed"
        checked={passwordsAllowed}
        onChange={setPasswordsAllowed}
        label={t({
          id: 'company_sign_in.passwords_allowed',
          message: 'Führungskräfte und Mitarbeitende dürfen sich weiterhin auch mit Passwort anmelden',
        })}
      />
      <p className="hint">
        {t({
          id: 'company_sign_in.owner_password',
          message:
            'Sie selbst behalten Ihr Passwort in jedem Fall: So kommen Sie auch dann ins Portal, wenn der Identitätsanbieter ausfällt oder falsch eingerichtet ist.',
        })}
      </p>
      <div className="button-row">
        <button className="button" type="submit" disabled={save.isPending}>
          {t({ id: 'company_sign_in.save', message: 'Prüfen und speichern' })}
        </button>
        {connection && (
          <button
            className="button secondary"
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t({ id: 'company_sign_in.remove', message: 'Identitätsanbieter entfernen' })}
          </button>
        )}
      </div>
    </form>
  );
}
