import * as v from 'valibot';
import { COURSE_SLUGS } from '../courses.ts';
import { SIMULATION_CATEGORIES, SIMULATION_DIFFICULTIES } from '../content/simulation-template.ts';
import { Timestamp } from './common.ts';

/**
 * The pseudonymous mode of the phishing simulation (docs/decisions/102-pseudonymous-simulation.md):
 * each person sees their own simulations; the employer still sees only the company's figures.
 */

/** The version of the text the employer confirms when switching the mode on. */
export const PSEUDONYMOUS_TEXT_VERSION = '1.0';

/** How long a person's simulations stay linked to them. */
export const PERSON_LINK_MONTHS = 12;

/**
 * PUT /simulation/mode. On only with both confirmations: a works agreement covers it or there is
 * no works council, and the staff were told that outcomes are linked to them and only they see them.
 */
export const SimulationModeRequest = v.variant('mode', [
  v.strictObject({ mode: v.literal('anonymous') }),
  v.strictObject({
    mode: v.literal('pseudonymous'),
    version: v.pipe(v.string(), v.maxLength(20)),
    worksCouncil: v.picklist(['none', 'agreement']),
    staffTold: v.literal(true),
  }),
]);
export type SimulationModeRequest = v.InferOutput<typeof SimulationModeRequest>;

/** The mode in the booking: null while anonymous. */
export const SimulationPseudonymous = v.object({
  at: Timestamp,
  version: v.string(),
  worksCouncil: v.picklist(['none', 'agreement']),
});
export type SimulationPseudonymous = v.InferOutput<typeof SimulationPseudonymous>;

/**
 * What a person did with one simulation: reported it without clicking (the win), reported it after
 * a click, clicked, entered data on the imitation sign-in, or neither (so far).
 */
export const MY_SIMULATION_OUTCOMES = ['reported', 'clickedReported', 'clicked', 'submitted', 'none'] as const;
export type MySimulationOutcome = (typeof MY_SIMULATION_OUTCOMES)[number];

export const MySimulation = v.object({
  sentAt: Timestamp,
  templateId: v.string(),
  title: v.string(),
  category: v.picklist(SIMULATION_CATEGORIES),
  difficulty: v.picklist(SIMULATION_DIFFICULTIES),
  outcome: v.picklist(MY_SIMULATION_OUTCOMES),
  /** From delivery to the report, in whole minutes. */
  minutesToReport: v.nullable(v.number()),
  /** The course that teaches what the scenario is about. */
  course: v.picklist(COURSE_SLUGS),
});
export type MySimulation = v.InferOutput<typeof MySimulation>;

/**
 * GET /simulation/mine: the caller's own simulations, newest first; none while the company is
 * anonymous. `reportAddress`: where to forward a suspicious mail (null until the company booked).
 */
export const MySimulations = v.object({
  pseudonymous: v.boolean(),
  reportAddress: v.nullable(v.string()),
  simulations: v.array(MySimulation),
});
export type MySimulations = v.InferOutput<typeof MySimulations>;
