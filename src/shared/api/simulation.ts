import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';
import { SIMULATION_CATEGORIES, SIMULATION_DIFFICULTIES, SIMULATION_KINDS } from '../content/simulation-template.ts';
import { CalendarDay, Lang, Timestamp } from './common.ts';

/**
 * The phishing-simulation add-on (docs/decisions/096-phishing-simulation.md): booking, the checklist
 * before the first launch, the company's verified mail domains and the people it leaves out.
 */

/** The versions of the texts an employer accepts or confirms; each confirmation stores the one it saw. */
export const SIMULATION_TEXT_VERSIONS = {
  addendum: '1.0',
  announcement: '1.0',
  notice: '1.0',
  checklist: '1.0',
} as const;

export const WORKS_COUNCIL_CHOICES = ['none', 'agreement', 'informed'] as const;
export type WorksCouncilChoice = (typeof WORKS_COUNCIL_CHOICES)[number];

const Version = v.pipe(v.string(), v.maxLength(20));

/** One ticked item of the checklist: when and which text version. */
const Confirmation = v.object({ at: Timestamp, version: v.string() });

export const SimulationChecklist = v.object({
  staffInformed: v.nullable(Confirmation),
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
 * company's mail system lets through; only the employer sees its value.
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
