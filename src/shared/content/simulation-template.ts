import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';

/**
 * The schema of one phishing-simulation scenario: src/content/simulations/<id>.<lang>.json
 * (docs/decisions/096-phishing-simulation.md). Only the provider writes them; a company chooses
 * categories and difficulty, never text. German and English files of a scenario are a pair: same id,
 * category, difficulty, kind, course, part ids and red flags, so a result counts for the pair.
 */

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));
const PartId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/));

/** What a scenario is about, each mapped to the course that teaches it. */
export const SIMULATION_CATEGORIES = [
  'sign-in',
  'payment',
  'it-support',
  'update',
  'parcel',
  'social-network',
  'remote-work',
  'device',
] as const;
export type SimulationCategory = (typeof SIMULATION_CATEGORIES)[number];

/** Which courses teach what a category's scenario trains; a scenario maps to one of them. */
export const CATEGORY_COURSES: Record<SimulationCategory, readonly (typeof COURSE_SLUGS)[number][]> = {
  'sign-in': ['email-security', 'password-security'],
  payment: ['social-engineering', '5-golden-rules'],
  'it-support': ['social-engineering', 'cyber-emergency'],
  update: ['patchmanagement', 'malware'],
  parcel: ['email-security'],
  'social-network': ['social-media'],
  'remote-work': ['remote-work', 'connection-security'],
  device: ['byod'],
};

/** `link`: the mail's link leads straight to the lesson. `data-entry`: first to a sign-in page that sends nothing. */
export const SIMULATION_KINDS = ['link', 'data-entry'] as const;
export type SimulationKind = (typeof SIMULATION_KINDS)[number];

export const SIMULATION_DIFFICULTIES = [1, 2, 3] as const;
export type SimulationDifficulty = (typeof SIMULATION_DIFFICULTIES)[number];

/** The only words a scenario may leave to be filled per recipient. */
export const SIMULATION_PLACEHOLDERS = ['{{firstname}}', '{{lastname}}', '{{company}}', '{{date}}'] as const;

/** Where a red flag sits: the sender, the subject or one of the body's parts. */
export const FLAG_PLACES = ['from', 'subject'] as const;

export const SimulationTemplate = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{2,40}$/)),
    lang: v.picklist(['de', 'en']),
    category: v.picklist(SIMULATION_CATEGORIES),
    difficulty: v.picklist(SIMULATION_DIFFICULTIES),
    kind: v.picklist(SIMULATION_KINDS),
    course: v.picklist(COURSE_SLUGS),
    /** How the provider and the employer name the scenario in lists and previews. */
    title: Text,
    /**
     * The sender as the mail shows it: a fictitious service or a generic role, never a real brand.
     * The address is `localPart@` one of the provider's simulation sender domains.
     */
    sender: v.strictObject({ name: Text, localPart: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{0,40}$/)) }),
    subject: Text,
    /** The body in order: paragraphs and exactly one link, whose target is the lesson. */
    parts: v.pipe(
      v.array(
        v.variant('kind', [
          v.strictObject({ id: PartId, kind: v.literal('p'), text: Text }),
          v.strictObject({ id: PartId, kind: v.literal('link'), text: Text }),
        ]),
      ),
      v.minLength(2),
      v.maxLength(8),
      v.check((parts) => parts.filter((p) => p.kind === 'link').length === 1, 'exactly one link part'),
      v.check((parts) => new Set(parts.map((p) => p.id)).size === parts.length, 'part ids are unique'),
    ),
    /** What gave the mail away, marked on the lesson page beside the place it sits. */
    flags: v.pipe(
      v.array(v.strictObject({ id: PartId, at: PartId, title: Text, text: Text })),
      v.minLength(3),
      v.maxLength(5),
    ),
    /** Only for `data-entry`: the sign-in page the link opens first. Its fields have no name and send nothing. */
    signIn: v.optional(
      v.strictObject({
        service: Text,
        heading: Text,
        userLabel: Text,
        passwordLabel: Text,
        button: Text,
      }),
    ),
    /** The lesson in two or three sentences: what to look for next time. */
    lesson: Text,
  }),
  v.check((t) => (t.kind === 'data-entry') === (t.signIn !== undefined), 'a sign-in page exactly for data-entry'),
  v.check(
    (t) =>
      t.flags.every((f) => (FLAG_PLACES as readonly string[]).includes(f.at) || t.parts.some((p) => p.id === f.at)),
    'every red flag sits at the sender, the subject or a part',
  ),
);
export type SimulationTemplate = v.InferOutput<typeof SimulationTemplate>;

/** Every placeholder a text uses, to check it against the allowed four. */
export function placeholdersIn(text: string): string[] {
  return text.match(/\{\{[^}]*\}\}/g) ?? [];
}

/** Every text of a scenario a recipient may read, for the content checks. */
export function simulationTexts(t: SimulationTemplate): string[] {
  return [
    t.title,
    t.sender.name,
    t.subject,
    ...t.parts.map((p) => p.text),
    ...t.flags.flatMap((f) => [f.title, f.text]),
    ...(t.signIn ? Object.values(t.signIn) : []),
    t.lesson,
  ];
}
