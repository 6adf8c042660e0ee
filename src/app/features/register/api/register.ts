import { api } from '#shared/api/endpoints/index.ts';
import type { RegisterRequest } from '#shared/api/accounts.ts';
import { call } from '../../../api/client.ts';

/** POST /employee/create-employer: the company and its employer (docs/product.md §3). */
export const register = (body: RegisterRequest) => call(api.register, { body });
