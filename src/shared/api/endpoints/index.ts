import type { Endpoint } from '../endpoint.ts';
import { accountsEndpoints } from './accounts.ts';
import { adminEndpoints } from './admin.ts';
import { filesEndpoints } from './files.ts';
import { learningEndpoints } from './learning.ts';
import { peopleEndpoints } from './people.ts';
import { secondFactorEndpoints } from './second-factor.ts';
import { serviceEndpoints } from './service.ts';

/** Every /api/ call by name: `api.saveProgress`, `api.customerLogin`, … */
export const api = {
  ...serviceEndpoints,
  ...accountsEndpoints,
  ...secondFactorEndpoints,
  ...peopleEndpoints,
  ...learningEndpoints,
  ...filesEndpoints,
  ...adminEndpoints,
} as const;

export type EndpointName = keyof typeof api;

/** The whole contract as a list (the server's route table, the OpenAPI document, the tests). */
export const ENDPOINTS: ReadonlyArray<readonly [EndpointName, Endpoint]> = Object.entries(api) as Array<
  [EndpointName, Endpoint]
>;
