import { queryOptions } from '@tanstack/react-query';
import { api } from '#shared/api/endpoints/index.ts';
import type { SignInProviderRequest } from '#shared/api/sso.ts';
import { call } from '../../../api/client.ts';

/** GET /sso/connection: the company's identity provider, for its employer (decision 106). */
export const signInProviderQuery = () =>
  queryOptions({ queryKey: ['sso-connection'], queryFn: () => call(api.signInProvider, {}) });

/** PUT /sso/connection: connects or changes it; the server reads the provider's discovery first. */
export const saveSignInProvider = (body: SignInProviderRequest) => call(api.saveSignInProvider, { body });

/** DELETE /sso/connection. */
export const removeSignInProvider = () => call(api.removeSignInProvider, {});
