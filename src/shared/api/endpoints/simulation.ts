import { IdParam, SuccessResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  AdminSimulationOverview,
  AdminSimulationTemplateList,
  BlockRequest,
  SwitchRequest,
  AnnouncementSent,
  BookSimulationRequest,
  CampaignParam,
  CampaignRequest,
  LaunchRequest,
  SimulationCampaign,
  SimulationCampaigns,
  TestMailRequest,
  TestMailSent,
  ChecklistRequest,
  DomainParam,
  DomainRequest,
  PreviewQuery,
  SimulationBooking,
  SimulationDomain,
  SimulationDomains,
  SimulationPeople,
  SimulationPreview,
  SimulationResults,
  SimulationTemplateList,
  TemplateParam,
} from '../simulation.ts';
import { MySimulations, SimulationModeRequest } from '../simulation-pseudonymous.ts';
import { ADMIN, EMPLOYER, LEARNERS, STAFF } from './access.ts';

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
  setSimulationMode: endpoint({
    method: 'PUT',
    path: '/simulation/mode',
    summary: 'Switch between the anonymous and the pseudonymous mode',
    description:
      'Employer only (decision 102). `pseudonymous` needs the current text version (409 `TEXT_VERSION_OUTDATED`), ' +
      '`worksCouncil` (`agreement` or `none`) and `staffTold: true`; from the next wave each mail is linked to ' +
      'its person, who alone sees it ("Meine Simulationen"). `anonymous` deletes every link of the company in ' +
      `one transaction. Audited. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    body: SimulationModeRequest,
    response: SimulationBooking,
  }),
  mySimulations: endpoint({
    method: 'GET',
    path: '/simulation/mine',
    summary: 'The caller’s own simulations of the last twelve months',
    description:
      'Any person of a company. Only while the company is pseudonymous (`pseudonymous: false` and none ' +
      'otherwise, also before a booking): date, scenario, outcome, time to report and the matching course, ' +
      'newest first. Nobody sees another person’s.',
    tag,
    access: LEARNERS,
    response: MySimulations,
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
  sendTestMail: endpoint({
    method: 'POST',
    path: '/simulation/test-mail',
    summary: 'Send a simulation mail to the employer’s own address',
    description:
      'Employer only; required once before the first launch. Goes the way every simulation mail goes (its own ' +
      'transport, sender domain and allow-list header), with a link to the lesson page that counts nothing. ' +
      `Ten an hour (429). A scenario not published: 404. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    body: TestMailRequest,
    response: TestMailSent,
  }),
  simulationCampaigns: endpoint({
    method: 'GET',
    path: '/simulation/campaigns',
    summary: 'The company’s campaigns with their waves',
    description: NOT_BOOKED,
    tag,
    access: STAFF,
    response: SimulationCampaigns,
  }),
  createCampaign: endpoint({
    method: 'POST',
    path: '/simulation/campaigns',
    summary: 'Create a campaign (a draft until launched)',
    description:
      'Employer only. A choice no published scenario matches: 409 `SIMULATION_NO_SCENARIOS`; a start in the ' +
      `past: 400. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    body: CampaignRequest,
    response: SimulationCampaign,
  }),
  launchCampaign: endpoint({
    method: 'POST',
    path: '/simulation/campaigns/:id/launch',
    summary: 'Launch a draft campaign: its first wave is planned into the outbox',
    description:
      'Employer only, with the current password (400 `CURRENT_PASSWORD_WRONG`, throttled). Refused with nothing ' +
      'changed: checklist incomplete or no test mail yet (409 `SIMULATION_NOT_READY`), a recipient’s domain whose ' +
      'TXT record is gone (409 `DOMAIN_NOT_VERIFIED`), nobody to reach (409 `SIMULATION_NO_RECIPIENTS`), the ' +
      `window over (409 \`SIMULATION_WINDOW_PASSED\`), not a draft (409 \`CAMPAIGN_STATE\`). ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    params: CampaignParam,
    body: LaunchRequest,
    response: SimulationCampaign,
  }),
  pauseCampaign: endpoint({
    method: 'POST',
    path: '/simulation/campaigns/:id/pause',
    summary: 'Pause a running campaign: every unsent mail of it is removed',
    description: `Employer only; only a running campaign (409 \`CAMPAIGN_STATE\`). ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    params: CampaignParam,
    response: SimulationCampaign,
  }),
  resumeCampaign: endpoint({
    method: 'POST',
    path: '/simulation/campaigns/:id/resume',
    summary: 'Resume a paused recurring campaign at its next wave',
    description: `Employer only, with the current password; only a paused recurring campaign. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    params: CampaignParam,
    body: LaunchRequest,
    response: SimulationCampaign,
  }),
  stopCampaign: endpoint({
    method: 'POST',
    path: '/simulation/campaigns/:id/stop',
    summary: 'Stop a campaign for good: every unsent mail of it is removed',
    description: `Employer only; a draft, running or paused campaign. ${NOT_BOOKED}`,
    tag,
    access: EMPLOYER,
    params: CampaignParam,
    response: SimulationCampaign,
  }),
  simulationResults: endpoint({
    method: 'GET',
    path: '/simulation/results',
    summary: 'The company’s simulation results, as far as they can single no one out',
    description:
      'Per wave once its window has closed (`WINDOW_OPEN` before); a figure covers at least `minimum` delivered ' +
      'mails (`BELOW_MINIMUM` otherwise); per scenario with a second cell withheld where one is; small waves ' +
      'pooled in groups that each cover the minimum; quarters over what is shown. `otherReports`: reports of ' +
      'mail that was no simulation per German month (yyyy-mm) of the last twelve, every month listed (0 ' +
      `without one); counts of the company's reports, not of people, so no minimum applies. ${NOT_BOOKED}`,
    tag,
    access: STAFF,
    response: SimulationResults,
  }),
  exportSimulationResults: endpoint({
    method: 'GET',
    path: '/simulation/results/export',
    summary: 'The same results as CSV',
    description: `Exactly the figures of GET /simulation/results, one row each; withheld ones empty with their reason. ${NOT_BOOKED}`,
    tag,
    access: STAFF,
    response: { file: 'text/csv' },
  }),
  adminSimulation: endpoint({
    method: 'GET',
    path: '/admin/simulation',
    summary: 'The provider’s view: the global stop, sender domains, companies and figures over all customers',
    description:
      'Rates over all customers only where at least 20 companies contribute (`null` otherwise); no figure of a ' +
      'single company beyond its number of campaigns and delivered mails.',
    tag,
    access: ADMIN,
    response: AdminSimulationOverview,
  }),
  setSimulationSwitch: endpoint({
    method: 'POST',
    path: '/admin/simulation/switch',
    summary: 'Stop or restart all simulation mail (the global stop)',
    description: 'While stopped no simulation mail is claimed; system mail and the lesson pages go on. Audited.',
    tag,
    access: ADMIN,
    body: SwitchRequest,
    response: AdminSimulationOverview,
  }),
  addSenderDomain: endpoint({
    method: 'POST',
    path: '/admin/simulation/sender-domains',
    summary: 'Add a sender domain of the provider (SPF, DKIM and DMARC set up beforehand)',
    description:
      'A public mail provider’s domain: 400 `DOMAIN_NOT_ALLOWED`. Adding a retired one takes it back into use.',
    tag,
    access: ADMIN,
    body: DomainRequest,
    response: AdminSimulationOverview,
  }),
  retireSenderDomain: endpoint({
    method: 'POST',
    path: '/admin/simulation/sender-domains/:domain/retire',
    summary: 'Retire a sender domain: no new mail is planned from it',
    tag,
    access: ADMIN,
    params: DomainParam,
    response: AdminSimulationOverview,
  }),
  blockSimulation: endpoint({
    method: 'POST',
    path: '/admin/simulation/companies/:id/block',
    summary: 'Stop or allow a company’s simulations',
    description:
      'Blocking pauses the company’s running campaigns (their unsent mails are removed) and refuses launches and ' +
      'bookings (409 `SIMULATION_UNAVAILABLE`) until allowed again. Audited.',
    tag,
    access: ADMIN,
    params: IdParam,
    body: BlockRequest,
    response: AdminSimulationOverview,
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
