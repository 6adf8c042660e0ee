import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { Email } from '#shared/api/common.ts';
import { discoverProvider, startProviderSignIn } from './api/company-sign-in.ts';
import { ProviderButton } from './provider-button.tsx';

/** Asks about an address once it has stopped changing for this long. */
const SETTLE_MS = 400;

/**
 * /login's address step (decision 106): once a complete address is typed, the page asks whether its
 * company signs in through an identity provider, and offers „Mit Microsoft anmelden“ (or Google,
 * or the provider's name) above the password. The answer says no more than registration does.
 */
export function ProviderSignIn({ email, next }: { email: string; next: string | null }) {
  const { t } = useLingui();
  const settled = useSettled(email.trim().toLowerCase(), SETTLE_MS);
  const valid = v.is(Email, settled);
  const discovered = useQuery({
    queryKey: ['sso-discover', settled],
    queryFn: () => discoverProvider(settled),
    enabled: valid,
    staleTime: 5 * 60 * 1000,
    retry: false,
    meta: { quiet: true },
  });
  const provider = valid ? discovered.data?.provider : null;
  return (
    <ProviderButton provider={provider} start={() => startProviderSignIn(settled, next)}>
      <p className="hint">
        {t({
          id: 'login.with_provider_hint',
          message:
            'Ihr Unternehmen meldet Sie über sein eigenes Konto an. Ein Passwort für das Portal brauchen Sie dann nicht.',
        })}
      </p>
    </ProviderButton>
  );
}

/** The value once it has not changed for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
