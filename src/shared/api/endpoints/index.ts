import type { Endpoint } from '../endpoint.ts';
import { accountsEndpoints } from './accounts.ts';
import { aiLiteracyEndpoints } from './ai-literacy.ts';
import { adminEndpoints } from './admin.ts';
import { assignmentsEndpoints } from './assignments.ts';
import { certificatesEndpoints } from './certificates.ts';
import { companiesEndpoints } from './companies.ts';
import { coursesEndpoints } from './courses.ts';
import { directoryEndpoints } from './directory.ts';
import { employeesEndpoints } from './employees.ts';
import { evidenceEndpoints } from './evidence.ts';
import { filesEndpoints } from './files.ts';
import { managementEndpoints } from './management.ts';
import { operationsEndpoints } from './operations.ts';
import { policiesEndpoints } from './policies.ts';
import { privacyEndpoints } from './privacy.ts';
import { progressEndpoints } from './progress.ts';
import { remindersEndpoints } from './reminders.ts';
import { secondFactorEndpoints } from './second-factor.ts';
import { simulationEndpoints } from './simulation.ts';
import { ssoEndpoints } from './sso.ts';
import { statisticsEndpoints } from './statistics.ts';

/**
 * Every /api/ call by name: `api.saveProgress`, `api.customerLogin`, … Each group is declared in the
 * file named after the server folder that implements it (the routes in src/server/<group>/);
 * endpoints.test.ts holds them together.
 */
export const api = {
  ...operationsEndpoints,
  ...accountsEndpoints,
  ...secondFactorEndpoints,
  ...employeesEndpoints,
  ...companiesEndpoints,
  ...privacyEndpoints,
  ...coursesEndpoints,
  ...assignmentsEndpoints,
  ...progressEndpoints,
  ...certificatesEndpoints,
  ...statisticsEndpoints,
  ...remindersEndpoints,
  ...filesEndpoints,
  ...adminEndpoints,
  ...simulationEndpoints,
  ...managementEndpoints,
  ...ssoEndpoints,
  ...directoryEndpoints,
  ...policiesEndpoints,
  ...aiLiteracyEndpoints,
  ...evidenceEndpoints,
} as const;

export type EndpointName = keyof typeof api;

/** The whole contract as a list (the server's route table, the OpenAPI document, the tests). */
export const ENDPOINTS: ReadonlyArray<readonly [EndpointName, Endpoint]> = Object.entries(api) as Array<
  [EndpointName, Endpoint]
>;
