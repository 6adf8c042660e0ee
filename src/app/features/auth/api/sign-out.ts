import { api } from '#shared/api/endpoints/index.ts';
import { call } from '../../../api/client.ts';

/** Ends the session on the server (docs/product.md §4). */
export const signOut = (admin: boolean) => call(admin ? api.adminLogout : api.customerLogout, {});
