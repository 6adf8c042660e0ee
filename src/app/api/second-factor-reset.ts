import { api } from '#shared/api/endpoints/index.ts';
import { call } from './client.ts';

/** POST /employee/reset-second-factor/{id}: a person lost their passkey or phone (decision 069); admins only. */
export const resetSecondFactor = (id: number, currentPassword: string) =>
  call(api.resetSecondFactor, { params: { id }, body: { currentPassword } });
