import { IdParam, SuccessResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  AdminSimulationTemplateList,
  AnnouncementSent,
  BookSimulationRequest,
  ChecklistRequest,
  DomainParam,
  DomainRequest,
  PreviewQuery,
  SimulationBooking,
  SimulationDomain,
  SimulationDomains,
  SimulationPeople,
  SimulationPreview,
  SimulationTemplateList,
  TemplateParam,
} from '../simulation.ts';
import { ADMIN, EMPLOYER, STAFF } from './access.ts';

const tag = 'Phishing simulation';
const NOT_BOOKED = 'Until the company booked the add-on: 403 `FEATURE_NOT_BOOKED`.';

/** The phishing-simulation add-on, part 1 (docs/decisions/096-phishing-simulation.md). */
export const simulationEndpoints = {
  simulationBooking: endpoint({
    method: 'GET',
    path: '/simulation/booking',
    summary: 'Whether the company booked phishing simulation, and its checklist',
    description:
      'Answers for every company, booked or not: the offer, the current text versions, the checklist and the ' +
      'allow-list header (its value for the employer only).',
    tag,
    access: STAFF,
    response: SimulationBooking,
  }),
  bookSimulation: endpoint({
    method: 'POST',
    path: '/simulation/booking',
    summary: 'Book phishing simulation by accepting the addendum to the agreement',
    description:
      'Employer only. `addendumVersion` must be the current one (409 `TEXT_VERSION_OUTDATED`); without a ' +
      'simulation transport or while the provider stopped the company: 409 `SIMULATION_UNAVAILABLE`. Audited ' +
      'with version and time. Booking again answers the booking unchanged.',
    tag,
    access: EMPLOYER,
    body: BookSimulationRequest,
    response: SimulationBooking,
  }),
  confirmChecklist: endpoint({
    method: 'POST',
    path: '/simulation/checklist',
    summary: 'Confirm one item of the checklist before the first launch',
    description: `Employer only; each confirmation is audited with the text version it confirmed (409 \`TEXT_VERSION_OUTDATED\` for an old one). ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    body: ChecklistRequest,
    response: SimulationBooking,
  }),
  sendAnnouncement: endpoint({
    method: 'POST',
    path: '/simulation/announcement',
    summary: 'Send the announcement of simulations to every active person of the company',
    description: `Employer only; each person gets it in their language. Once an hour (429). ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    response: AnnouncementSent,
  }),
  simulationDomains: endpoint({
    method: 'GET',
    path: '/simulation/domains',
    summary: 'The company’s mail domains and their TXT records',
    description: `Employer only. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    response: SimulationDomains,
  }),
  addSimulationDomain: endpoint({
    method: 'POST',
    path: '/simulation/domains',
    summary: 'Add a mail domain to verify',
    description:
      'Employer only. Answers the TXT record to publish. A public mail provider’s domain is 400 ' +
      `\`DOMAIN_NOT_ALLOWED\`; one another company verified is 409 \`DOMAIN_TAKEN\`. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    body: DomainRequest,
    response: SimulationDomain,
  }),
  checkSimulationDomain: endpoint({
    method: 'POST',
    path: '/simulation/domains/:domain/check',
    summary: 'Look up the domain’s TXT record now',
    description:
      'Employer only. Answers the domain as it stands after the look-up: found, it is verified; not found, ' +
      '`verifiedAt` is null (a verified domain stops being verified). Verified by another company: 409 ' +
      `\`DOMAIN_TAKEN\`. Throttled per company. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    params: DomainParam,
    response: SimulationDomain,
  }),
  removeSimulationDomain: endpoint({
    method: 'DELETE',
    path: '/simulation/domains/:domain',
    summary: 'Remove a mail domain',
    description: `Employer only. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    params: DomainParam,
    response: SuccessResponse,
  }),
  simulationPeople: endpoint({
    method: 'GET',
    path: '/simulation/people',
    summary: 'The company’s people: who is left out, who a mail may reach',
    description: `Employer only. \`recipients\`: active, not left out, at a verified domain. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    response: SimulationPeople,
  }),
  excludeFromSimulation: endpoint({
    method: 'PUT',
    path: '/simulation/exclusions/:id',
    summary: 'Leave a person out of simulations (no reason asked)',
    description: `Employer only; a person of the company (else 404). Audited. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    params: IdParam,
    response: SuccessResponse,
  }),
  includeInSimulation: endpoint({
    method: 'DELETE',
    path: '/simulation/exclusions/:id',
    summary: 'Take a person back into simulations',
    description: `Employer only; audited. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    params: IdParam,
    response: SuccessResponse,
  }),
  simulationTemplates: endpoint({
    method: 'GET',
    path: '/simulation/templates',
    summary: 'The published scenarios of the provider’s library',
    description: `In the caller’s language. ${NOT_BOOKED}`,
    tag,
    access: STAFF,
    response: SimulationTemplateList,
  }),
  previewSimulationTemplate: endpoint({
    method: 'GET',
    path: '/simulation/templates/:id/preview',
    summary: 'A published scenario as a recipient would get it, and its lesson page',
    description: `Placeholders filled with a sample person and the company. ${NOT_BOOKED}`,
    tag,
    access: STAFF,
    params: TemplateParam,
    query: PreviewQuery,
    response: SimulationPreview,
  }),
  adminSimulationTemplates: endpoint({
    method: 'GET',
    path: '/admin/simulation/templates',
    summary: 'Every scenario of the library with its state and use',
    tag,
    access: ADMIN,
    response: AdminSimulationTemplateList,
  }),
  adminPreviewSimulationTemplate: endpoint({
    method: 'GET',
    path: '/admin/simulation/templates/:id/preview',
    summary: 'Any scenario as a recipient would get it',
    tag,
    access: ADMIN,
    params: TemplateParam,
    query: PreviewQuery,
    response: SimulationPreview,
  }),
  publishSimulationTemplate: endpoint({
    method: 'POST',
    path: '/admin/simulation/templates/:id/publish',
    summary: 'Publish a scenario (again): campaigns may choose it',
    tag,
    access: ADMIN,
    params: TemplateParam,
    response: SuccessResponse,
  }),
  retireSimulationTemplate: endpoint({
    method: 'POST',
    path: '/admin/simulation/templates/:id/retire',
    summary: 'Retire a scenario: no new mail uses it, sent ones keep their lesson',
    tag,
    access: ADMIN,
    params: TemplateParam,
    response: SuccessResponse,
  }),
} as const;
