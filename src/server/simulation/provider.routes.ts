import { api } from '#shared/api/endpoints/index.ts';
import type { AppDeps } from '../deps.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import {
  addSenderDomain,
  providerOverview,
  retireProviderDomain,
  setGlobalStop,
  setSimulationBlocked,
} from './provider.ts';
import { adminTemplates, previewAny, setTemplatePublished } from './templates.ts';

const done = { success: true as const };

/** The provider's side of phishing simulation: controls, the scenario library, figures (decision 096). */
export function providerRoutes(deps: AppDeps) {
  return endpointRoutes(
    implement(api.adminSimulation, async () => await providerOverview(deps)),
    implement(
      api.setSimulationSwitch,
      async (c, { body }) => await setGlobalStop(deps, callerOf(c), body.stopped, c.get('clientAddress')),
    ),
    implement(
      api.addSenderDomain,
      async (c, { body }) => await addSenderDomain(deps, callerOf(c), body.domain, c.get('clientAddress')),
    ),
    implement(
      api.retireSenderDomain,
      async (c, { params }) => await retireProviderDomain(deps, callerOf(c), params.domain, c.get('clientAddress')),
    ),
    implement(
      api.blockSimulation,
      async (c, { params, body }) =>
        await setSimulationBlocked(deps, callerOf(c), params.id, body.blocked, c.get('clientAddress')),
    ),
    implement(api.adminSimulationTemplates, async (c) => ({ templates: await adminTemplates(deps, callerOf(c)) })),
    implement(
      api.adminPreviewSimulationTemplate,
      async (c, { params, query }) => await previewAny(deps, params.id, query.lang ?? callerOf(c).lang),
    ),
    implement(api.publishSimulationTemplate, async (c, { params }) => {
      await setTemplatePublished(deps, callerOf(c), params.id, true, c.get('clientAddress'));
      return done;
    }),
    implement(api.retireSimulationTemplate, async (c, { params }) => {
      await setTemplatePublished(deps, callerOf(c), params.id, false, c.get('clientAddress'));
      return done;
    }),
  );
}
