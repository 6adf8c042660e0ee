import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';
import { SIMULATION_CATEGORIES, SIMULATION_DIFFICULTIES, SIMULATION_KINDS } from '../content/simulation-template.ts';
import { SimulationParticipation } from './certificates.ts';
import { CalendarDay, Lang, OneLine, Timestamp } from './common.ts';
import { SimulationPseudonymous } from './simulation-pseudonymous.ts';

/**
 * The phishing-simulation add-on (docs/decisions/096-phishing-simulation.md): booking, the checklist
 * before the first launch, the company's verified mail domains and the people it leaves out.
 */

/** The versions of the texts an employer accepts or confirms; each confirmation stores the one it saw. */
export const SIMULATION_TEXT_VERSIONS = {
  addendum: '1.0',
  announcement: '1.1',
  notice: '1.1',
  checklist: '1.0',
} as const;

export const WORKS_COUNCIL_CHOICES = ['none', 'agreement', 'informed'] as const;
export type WorksCouncilChoice = (typeof WORKS_COUNCIL_CHOICES)[number];

const Version = v.pipe(v.string(), v.maxLength(20));

/** One ticked item of the checklist: when and which text version. */
const Confirmation = v.object({ at: Timestamp, version: v.string() });

/**
 * "Staff informed" also names the announcement and privacy notice it was confirmed for (null in a
 * confirmation older than that): it counts only while both are the current texts.
 */
const StaffConfirmation = v.object({
  ...Confirmation.entries,
  announcementVersion: v.nullable(v.string()),
  noticeVersion: v.nullable(v.string()),
});

export const SimulationChecklist = v.object({
  staffInformed: v.nullable(StaffConfirmation),
  worksCouncil: v.nullable(
    v.object({
      at: Timestamp,
      version: v.string(),
      choice: v.picklist(WORKS_COUNCIL_CHOICES),
      date: v.nullable(v.string()),
    }),
  ),
  dataProtectionOfficer: v.nullable(Confirmation),
  complete: v.boolean(),
});
export type SimulationChecklist = v.InferOutput<typeof SimulationChecklist>;

/**
 * GET /simulation/booking. `available`: the provider offers the add-on to this company now (a
 * simulation transport is set up and the company is not stopped). `allowList`: the header the
 * company's mail system lets through; only the employer sees its value. `reportAddress`: where
 * the company's people forward a suspicious mail (null until booked).
 */
export const SimulationBooking = v.object({
  available: v.boolean(),
  versions: v.object({ addendum: v.string(), announcement: v.string(), notice: v.string(), checklist: v.string() }),
  booked: v.nullable(v.object({ at: Timestamp, addendumVersion: v.string() })),
  checklist: SimulationChecklist,
  testMailSentAt: v.nullable(Timestamp),
  allowList: v.nullable(v.object({ header: v.string(), value: v.string() })),
  senderDomains: v.array(v.string()),
  landingUrl: v.string(),
  reportAddress: v.nullable(v.string()),
  /** The pseudonymous mode (decision 102): when and with what it was switched on; null while anonymous. */
  pseudonymous: v.nullable(SimulationPseudonymous),
  /** That simulations took place, as the company certificate states it (null before the first wave closed). */
  participation: v.nullable(SimulationParticipation),
});
export type SimulationBooking = v.InferOutput<typeof SimulationBooking>;

export const BookSimulationRequest = v.strictObject({ addendumVersion: Version });
export type BookSimulationRequest = v.InferOutput<typeof BookSimulationRequest>;

/** POST /simulation/checklist: one item, with the version of the text shown. */
export const ChecklistRequest = v.variant('item', [
  v.strictObject({ item: v.literal('staffInformed'), version: Version }),
  v.strictObject({
    item: v.literal('worksCouncil'),
    version: Version,
    choice: v.picklist(WORKS_COUNCIL_CHOICES),
    date: v.optional(v.nullable(CalendarDay)),
  }),
  v.strictObject({ item: v.literal('dataProtectionOfficer'), version: Version }),
]);
export type ChecklistRequest = v.InferOutput<typeof ChecklistRequest>;

export const AnnouncementSent = v.object({ sent: v.number() });

/** A domain name as people type it: lower case, no scheme, no trailing dot; at least one dot. */
export const DomainName = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.transform((d) => d.replace(/\.$/, '')),
  v.maxLength(253),
  v.regex(/^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])$/, 'a domain name'),
);
export const DomainRequest = v.strictObject({ domain: DomainName });
export const DomainParam = v.object({ domain: DomainName });

/** A mail domain of the company: the TXT record that proves it, and when it was last found. */
export const SimulationDomain = v.object({
  domain: v.string(),
  record: v.object({ name: v.string(), value: v.string() }),
  addedAt: Timestamp,
  verifiedAt: v.nullable(Timestamp),
  checkedAt: v.nullable(Timestamp),
});
export type SimulationDomain = v.InferOutput<typeof SimulationDomain>;

/** GET /simulation/domains. `suggested`: domains of the company's people not added yet. */
export const SimulationDomains = v.object({ domains: v.array(SimulationDomain), suggested: v.array(v.string()) });
export type SimulationDomains = v.InferOutput<typeof SimulationDomains>;

/** A person as the simulation page lists them: whether a mail may reach them. */
export const SimulationPerson = v.object({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  excluded: v.boolean(),
  domainVerified: v.boolean(),
});
export const SimulationPeople = v.object({ people: v.array(SimulationPerson), recipients: v.number() });
export type SimulationPeople = v.InferOutput<typeof SimulationPeople>;

/** A scenario of the library as a company chooses among them. */
export const SimulationTemplateSummary = v.object({
  id: v.string(),
  title: v.string(),
  category: v.picklist(SIMULATION_CATEGORIES),
  difficulty: v.picklist(SIMULATION_DIFFICULTIES),
  kind: v.picklist(SIMULATION_KINDS),
  course: v.picklist(COURSE_SLUGS),
});
export type SimulationTemplateSummary = v.InferOutput<typeof SimulationTemplateSummary>;

export const SimulationTemplateList = v.object({ templates: v.array(SimulationTemplateSummary) });

/** The provider's view: each scenario's state and how many campaigns choose it. */
export const AdminSimulationTemplate = v.object({
  ...SimulationTemplateSummary.entries,
  publishedAt: v.nullable(Timestamp),
  retiredAt: v.nullable(Timestamp),
  campaignsUsing: v.number(),
});
export const AdminSimulationTemplateList = v.object({ templates: v.array(AdminSimulationTemplate) });
export type AdminSimulationTemplate = v.InferOutput<typeof AdminSimulationTemplate>;

export const TemplateParam = v.object({ id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{2,40}$/)) });
export const PreviewQuery = v.object({ lang: v.optional(Lang) });

/**
 * A scenario's preview: the mail as a recipient gets it (placeholders filled with a sample person
 * and the company) and its lesson page's address.
 */
export const SimulationPreview = v.object({
  id: v.string(),
  lang: Lang,
  from: v.object({ name: v.string(), address: v.string() }),
  subject: v.string(),
  parts: v.array(v.object({ id: v.string(), kind: v.picklist(['p', 'link']), text: v.string() })),
  flags: v.array(v.object({ id: v.string(), at: v.string(), title: v.string(), text: v.string() })),
  lesson: v.string(),
  lessonUrl: v.string(),
});
export type SimulationPreview = v.InferOutput<typeof SimulationPreview>;

/** How often a recurring campaign sends a new wave; null: once. */
export const CAMPAIGN_REPEAT_WEEKS = [2, 4, 8] as const;
export const CAMPAIGN_STATUSES = ['draft', 'running', 'paused', 'stopped', 'finished'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The hours of a day a wave may send in, German time. */
export const SENDING_HOURS = { earliest: 6, latest: 21, defaultFrom: 9, defaultTo: 16 } as const;

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;
const WholeNumber = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/**
 * POST /simulation/campaigns: a campaign's settings. Each recipient gets a random published scenario
 * of the chosen categories and difficulties in their language, on `windowDays` working days from
 * `startsOn`, between `hourFrom` and `hourTo` German time.
 */
export const CampaignRequest = v.pipe(
  v.strictObject({
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100), OneLine),
    repeatWeeks: v.nullable(v.picklist(CAMPAIGN_REPEAT_WEEKS)),
    categories: v.pipe(v.array(v.picklist(SIMULATION_CATEGORIES)), v.minLength(1), v.check(unique, 'each once')),
    difficulties: v.pipe(v.array(v.picklist(SIMULATION_DIFFICULTIES)), v.minLength(1), v.check(unique, 'each once')),
    startsOn: CalendarDay,
    windowDays: WholeNumber(1, 10),
    hourFrom: WholeNumber(SENDING_HOURS.earliest, SENDING_HOURS.latest - 1),
    hourTo: WholeNumber(SENDING_HOURS.earliest + 1, SENDING_HOURS.latest),
  }),
  v.forward(
    v.check((c) => c.hourTo > c.hourFrom, 'the hours end after they begin'),
    ['hourTo'],
  ),
);
export type CampaignRequest = v.InferOutput<typeof CampaignRequest>;

/** One wave of a campaign: its window, how many mails it planned and how many went out. */
export const SimulationWave = v.object({
  id: v.string(),
  windowStart: Timestamp,
  windowEnd: Timestamp,
  planned: v.number(),
  sent: v.number(),
});
export type SimulationWave = v.InferOutput<typeof SimulationWave>;

export const SimulationCampaign = v.object({
  id: v.string(),
  name: v.string(),
  repeatWeeks: v.nullable(v.picklist(CAMPAIGN_REPEAT_WEEKS)),
  categories: v.array(v.picklist(SIMULATION_CATEGORIES)),
  difficulties: v.array(v.picklist(SIMULATION_DIFFICULTIES)),
  startsOn: v.string(),
  windowDays: v.number(),
  hourFrom: v.number(),
  hourTo: v.number(),
  status: v.picklist(CAMPAIGN_STATUSES),
  createdAt: Timestamp,
  launchedAt: v.nullable(Timestamp),
  nextWaveAt: v.nullable(Timestamp),
  waves: v.array(SimulationWave),
});
export type SimulationCampaign = v.InferOutput<typeof SimulationCampaign>;
export const SimulationCampaigns = v.object({ campaigns: v.array(SimulationCampaign) });

export const CampaignParam = v.object({ id: v.pipe(v.string(), v.uuid()) });

/** Launching or resuming sends mail to the company's people: the employer's password again. */
export const LaunchRequest = v.strictObject({ currentPassword: v.pipe(v.string(), v.maxLength(1000)) });

/** POST /simulation/test-mail: one scenario to the employer's own address (any published one without `templateId`). */
export const TestMailRequest = v.strictObject({
  templateId: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{2,40}$/))),
  lang: v.optional(Lang),
});
export const TestMailSent = v.object({ to: v.string(), templateId: v.string() });

/** A figure as the API shows it: rates of at least the minimum of delivered mails, or why not. */
export const SimulationFigure = v.object({
  delivered: v.nullable(v.number()),
  clickRate: v.nullable(v.number()),
  dataEntryRate: v.nullable(v.number()),
  /** Reported to the report address ÷ delivered; reported before any click ÷ delivered. */
  reportRate: v.nullable(v.number()),
  reportedBeforeClickRate: v.nullable(v.number()),
  reason: v.nullable(v.picklist(['WINDOW_OPEN', 'BELOW_MINIMUM'])),
});
export type SimulationFigure = v.InferOutput<typeof SimulationFigure>;

/**
 * A wave's results: nothing while its window is open; `final` once events stopped counting
 * (14 days after the window). Per scenario only where the wave's whole is shown.
 */
export const WaveResult = v.object({
  waveId: v.string(),
  campaignId: v.string(),
  campaignName: v.string(),
  windowStart: Timestamp,
  windowEnd: Timestamp,
  final: v.boolean(),
  figure: SimulationFigure,
  scenarios: v.array(v.object({ templateId: v.string(), title: v.string(), figure: SimulationFigure })),
});
export type WaveResult = v.InferOutput<typeof WaveResult>;

/** Small waves pooled in the order they closed, each group covering the minimum. */
export const PooledResult = v.object({ from: Timestamp, to: Timestamp, waves: v.number(), figure: SimulationFigure });

/** A quarter (yyyy-Qn) over the shown waves and pooled groups that closed in it. */
export const QuarterResult = v.object({ quarter: v.string(), figure: SimulationFigure });

/** How many mails that were no simulation the company's people reported in a German month (yyyy-mm). */
export const OtherReportsMonth = v.object({ month: v.string(), reports: v.number() });
export type OtherReportsMonth = v.InferOutput<typeof OtherReportsMonth>;

/** The months `otherReports` covers: the current one and the eleven before it. */
export const OTHER_REPORTS_MONTHS = 12;

/**
 * GET /simulation/results: everything the company may see, and the minimum it is held to.
 * `otherReports`: reports of real mail per month, oldest first, months without one as 0; counts
 * of the company's own reports, not of people, so no minimum applies.
 */
export const SimulationResults = v.object({
  minimum: v.number(),
  waves: v.array(WaveResult),
  pooled: v.array(PooledResult),
  quarters: v.array(QuarterResult),
  otherReports: v.array(OtherReportsMonth),
});
export type SimulationResults = v.InferOutput<typeof SimulationResults>;

/** The provider's figures over all customers: shown only where at least this many companies contribute. */
export const SIMULATION_MINIMUM_COMPANIES = 20;

export const AdminSimulationOverview = v.object({
  stoppedAt: v.nullable(Timestamp),
  offered: v.boolean(),
  landingUrl: v.string(),
  senderDomains: v.array(v.object({ domain: v.string(), addedAt: Timestamp, retiredAt: v.nullable(Timestamp) })),
  companies: v.array(
    v.object({
      companyId: v.number(),
      companyName: v.string(),
      bookedAt: v.nullable(Timestamp),
      blockedAt: v.nullable(Timestamp),
      campaigns: v.number(),
      delivered: v.number(),
    }),
  ),
  /** Over closed waves of every company; rates only over at least SIMULATION_MINIMUM_COMPANIES companies. */
  figures: v.object({
    companies: v.number(),
    delivered: v.number(),
    clickRate: v.nullable(v.number()),
    dataEntryRate: v.nullable(v.number()),
    byDifficulty: v.array(
      v.object({
        difficulty: v.picklist(SIMULATION_DIFFICULTIES),
        companies: v.number(),
        clickRate: v.nullable(v.number()),
      }),
    ),
  }),
});
export type AdminSimulationOverview = v.InferOutput<typeof AdminSimulationOverview>;

export const SwitchRequest = v.strictObject({ stopped: v.boolean() });
export const BlockRequest = v.strictObject({ blocked: v.boolean() });
