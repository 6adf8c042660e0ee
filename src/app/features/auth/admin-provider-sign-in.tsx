import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { publicConfigQuery } from '../../api/queries.ts';
import { startAdminProviderSignIn } from './api/company-sign-in.ts';
import { ProviderButton } from './provider-button.tsx';

/**
 * /admin/login's way through the provider's own identity provider (decision 112), when the server
 * names one (ADMIN_OIDC_*): one button above the password, which stays for admins.
 */
export function AdminProviderSignIn() {
  const next = new URLSearchParams(useSearch()).get('next');
  const config = useQuery(publicConfigQuery);
  return <ProviderButton provider={config.data?.adminSignIn} start={() => startAdminProviderSignIn(next)} />;
}
