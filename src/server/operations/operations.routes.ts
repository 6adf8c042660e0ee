import { ENDPOINTS, api } from '#shared/api/endpoints/index.ts';
import { openApiDocument } from '#shared/api/openapi.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import { prepareBody, sendPrepared } from '../http/prepared-body.ts';
import type { AppDeps } from '../deps.ts';
import { health } from './health.ts';
import { packageVersion } from './package-version.ts';
import { readiness } from './readiness.ts';

/** Liveness, readiness and the API's own description (GET /openapi.json, made once per process). */
export function operationsRoutes(deps: AppDeps) {
  // Made on the first request, not at start: most instances are never asked for it.
  let document: ReturnType<typeof prepareBody> | undefined;
  const prepared = () =>
    (document ??= prepareBody(Buffer.from(JSON.stringify(openApiDocument(ENDPOINTS, packageVersion())))));
  return endpointRoutes(
    implement(api.health, () => health(deps.db)),
    implement(api.ready, () => readiness(deps.db, deps.lifecycle?.draining ?? false)),
    implement(api.openApi, async (c) =>
      sendPrepared(c, await prepared(), {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    ),
  );
}
