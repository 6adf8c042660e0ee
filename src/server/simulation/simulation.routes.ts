import { api } from '#shared/api/endpoints/index.ts';
import { callerOf } from '../http/auth.ts';
import { endpointRoutes, implement } from '../http/endpoint-routes.ts';
import type { AppDeps } from '../deps.ts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/types.ts';
import { bookingStatus, bookSimulation, confirmChecklistItem, requireBooking } from './booking.ts';
import { sendAnnouncement } from './announcement.ts';
import { addDomain, checkDomain, listDomains, removeDomain } from './domains.ts';
import { setExcluded, simulationPeople } from './people.ts';
import { createCampaign, haltCampaign, launchCampaign, listCampaigns, resumeCampaign } from './campaigns.ts';
import { sendTestMail } from './test-mail.ts';
import { companyResults, resultsCsvRows } from './results.ts';
import { csvDocument } from '../privacy/csv-export.ts';
import { attachmentDisposition } from '../certificates/attachment-name.ts';
import { listPublished, previewPublished } from './templates.ts';
import { setSimulationMode } from './pseudonymous/mode.ts';
import { mySimulations } from './pseudonymous/my-simulations.ts';

const done = { success: true as const };

/**
 * Every company call but the booking's own: 403 FEATURE_NOT_BOOKED before anything else is looked
 * at, the body included, so an unbooked company learns what is missing whatever it sent.
 */
function bookedOnly(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireBooking(deps, callerOf(c));
    await next();
  };
}

/** The phishing-simulation add-on of a company (decision 096). */
export function simulationRoutes(deps: AppDeps) {
  const booked = { before: [bookedOnly(deps)] };
  return endpointRoutes(
    implement(api.simulationBooking, async (c) => await bookingStatus(deps, callerOf(c))),
    implement(
      api.bookSimulation,
      async (c, { body }) => await bookSimulation(deps, callerOf(c), body.addendumVersion, c.get('clientAddress')),
    ),
    implement(
      api.confirmChecklist,
      async (c, { body }) => await confirmChecklistItem(deps, callerOf(c), body, c.get('clientAddress')),
      booked,
    ),
    implement(
      api.setSimulationMode,
      async (c, { body }) => await setSimulationMode(deps, callerOf(c), body, c.get('clientAddress')),
      booked,
    ),
    implement(api.mySimulations, async (c) => await mySimulations(deps, callerOf(c))),
    implement(
      api.sendAnnouncement,
      async (c) => ({
        sent: await sendAnnouncement(deps, callerOf(c), c.get('clientAddress')),
      }),
      booked,
    ),
    implement(api.simulationDomains, async (c) => await listDomains(deps, callerOf(c)), booked),
    implement(
      api.addSimulationDomain,
      async (c, { body }) => await addDomain(deps, callerOf(c), body.domain, c.get('clientAddress')),
      booked,
    ),
    implement(
      api.checkSimulationDomain,
      async (c, { params }) => await checkDomain(deps, callerOf(c), params.domain),
      booked,
    ),
    implement(
      api.removeSimulationDomain,
      async (c, { params }) => {
        await removeDomain(deps, callerOf(c), params.domain, c.get('clientAddress'));
        return done;
      },
      booked,
    ),
    implement(api.simulationPeople, async (c) => await simulationPeople(deps, callerOf(c)), booked),
    implement(
      api.excludeFromSimulation,
      async (c, { params }) => {
        await setExcluded(deps, callerOf(c), params.id, true, c.get('clientAddress'));
        return done;
      },
      booked,
    ),
    implement(
      api.includeInSimulation,
      async (c, { params }) => {
        await setExcluded(deps, callerOf(c), params.id, false, c.get('clientAddress'));
        return done;
      },
      booked,
    ),
    implement(api.simulationTemplates, async (c) => ({ templates: await listPublished(deps, callerOf(c)) }), booked),
    implement(
      api.previewSimulationTemplate,
      async (c, { params, query }) => await previewPublished(deps, callerOf(c), params.id, query.lang),
      booked,
    ),
    implement(
      api.sendTestMail,
      async (c, { body }) => await sendTestMail(deps, callerOf(c), body, c.get('clientAddress')),
      booked,
    ),
    implement(api.simulationCampaigns, async (c) => ({ campaigns: await listCampaigns(deps, callerOf(c)) }), booked),
    implement(
      api.createCampaign,
      async (c, { body }) => await createCampaign(deps, callerOf(c), body, c.get('clientAddress')),
      booked,
    ),
    implement(
      api.launchCampaign,
      async (c, { params, body }) =>
        await launchCampaign(deps, callerOf(c), params.id, body.currentPassword, c.get('clientAddress')),
      booked,
    ),
    implement(
      api.pauseCampaign,
      async (c, { params }) => await haltCampaign(deps, callerOf(c), params.id, 'paused', c.get('clientAddress')),
      booked,
    ),
    implement(
      api.resumeCampaign,
      async (c, { params, body }) =>
        await resumeCampaign(deps, callerOf(c), params.id, body.currentPassword, c.get('clientAddress')),
      booked,
    ),
    implement(
      api.stopCampaign,
      async (c, { params }) => await haltCampaign(deps, callerOf(c), params.id, 'stopped', c.get('clientAddress')),
      booked,
    ),
    implement(api.simulationResults, async (c) => await companyResults(deps, callerOf(c)), booked),
    implement(
      api.exportSimulationResults,
      async (c) => {
        const caller = callerOf(c);
        const csv = csvDocument(resultsCsvRows(await companyResults(deps, caller), caller.lang));
        const name = caller.lang === 'de' ? 'Phishing-Simulation Ergebnisse' : 'Phishing simulation results';
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': attachmentDisposition(`${name} ${deps.now().toISOString().slice(0, 10)}.csv`),
          'Cache-Control': 'no-store',
        });
      },
      booked,
    ),
  );
}
