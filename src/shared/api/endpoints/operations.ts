import * as v from 'valibot';
import { PublicConfig } from '../public-config.ts';
import { endpoint } from '../endpoint.ts';
import { ANYONE } from './access.ts';

const tag = 'Service';

/** What anyone may read: liveness, readiness, the public configuration, the agreement, this contract. */
export const operationsEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process answers and reaches its database',
    description: 'Answers 503 `SERVICE_UNAVAILABLE` (with `Retry-After`) when the database cannot be reached.',
    tag,
    access: ANYONE,
    response: v.object({ status: v.literal('ok') }),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/health/ready',
    summary: 'Readiness: whether a load balancer may send this instance requests',
    description:
      'Answers 503 `SERVICE_UNAVAILABLE` (with `Retry-After`) while the database cannot be reached, while ' +
      'migrations this program needs have not run, and from SIGTERM until the instance stops (draining).',
    tag,
    access: ANYONE,
    response: v.object({ status: v.literal('ready') }),
  }),
  publicConfig: endpoint({
    method: 'GET',
    path: '/public-config',
    summary: 'What the app shows before sign-in: brand, contact, provider, videos, IT contact',
    tag,
    access: ANYONE,
    response: PublicConfig,
  }),
  openApi: endpoint({
    method: 'GET',
    path: '/openapi.json',
    summary: 'This reference as an OpenAPI 3.1 document',
    description:
      'Made once per process; sent with `Cache-Control: no-cache` and an `ETag`, so clients revalidate (304 ' +
      'when unchanged).',
    tag,
    access: ANYONE,
    revalidates: true,
    response: v.looseObject({ openapi: v.string() }),
  }),
} as const;
