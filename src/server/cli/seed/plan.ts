import type { CompanyPlan } from './seed.repository.ts';
import { seededRandom } from '#shared/seeded-random.ts';

/**
 * The shape of a seeded database, worked out before anything is written: how many people each
 * company has, which ids they get, when the company registered and when it first assigned
 * courses. Ids are handed out in one contiguous block per chunk, so the SQL of a chunk can work
 * on id ranges. Deterministic for a given random seed.
 */

export type SeedOptions = {
  /** Companies with people. */
  companies: number;
  /** Managers and employees of those companies together (owners come on top). */
  employees: number;
  /** Employers in all: the companies above plus employer-only companies (an owner and nobody else). */
  employers: number;
  /** People of the first company, the demo company (0: a size like the others). */
  largest: number;
  /** Registrations are spread over this many days before now. */
  registrationDays: number;
  /** Roughly this many people (owners included) are written per transaction. */
  chunkPeople: number;
  seed: number;
};

export type SeedChunk = { companies: CompanyPlan[]; firstUserId: number; lastUserId: number; people: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sizes of the companies after the first: a heavy tail (Pareto, alpha 1.3) like real customers,
 * many with a handful of people and a few with hundreds, scaled to the wanted total.
 */
function companySizes(count: number, total: number, next: () => number): number[] {
  if (count === 0) return [];
  const weights = Array.from({ length: count }, () => Math.min((1 - next()) ** (-1 / 1.3), 400));
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.max(1, Math.round((w * total) / sum)));
  // Rounding drift goes to (or comes from) the largest companies, one person at a time.
  let drift = total - sizes.reduce((a, b) => a + b, 0);
  const byWeight = sizes.map((_, i) => i).sort((a, b) => sizes[b]! - sizes[a]!);
  // (Fewer people than companies: every company keeps one, the total comes out higher.)
  if (total < count) drift = 0;
  for (let k = 0; drift !== 0; k = (k + 1) % byWeight.length) {
    const i = byWeight[k]!;
    if (drift > 0) {
      sizes[i]! += 1;
      drift -= 1;
    } else if (sizes[i]! > 1) {
      sizes[i]! -= 1;
      drift += 1;
    }
  }
  return sizes;
}

/**
 * Every company of the seed, in id order starting after `companyBase` and `userBase` (the
 * highest ids already in the database). The first company is the demo company: it registered
 * before all others, on a day of its own.
 */
export function planCompanies(options: SeedOptions, now: Date, companyBase: number, userBase: number): CompanyPlan[] {
  const next = seededRandom(options.seed);
  const withPeople = Math.max(1, options.companies);
  // Every other company with people keeps at least one person.
  const roomForFirst = Math.max(1, options.employees - (withPeople - 1));
  const first =
    options.largest > 0
      ? Math.min(options.largest, roomForFirst)
      : Math.min(roomForFirst, Math.max(1, Math.round(options.employees / withPeople)));
  const sizes = [first, ...companySizes(withPeople - 1, options.employees - first, next)];
  const employerOnly = Math.max(0, options.employers - withPeople);
  // The employer-only companies are spread among the others, as registrations come in.
  const kinds: Array<{ size: number; employerOnly: boolean }> = [{ size: sizes[0]!, employerOnly: false }];
  let withPeopleLeft = sizes.length - 1;
  let employerOnlyLeft = employerOnly;
  while (withPeopleLeft + employerOnlyLeft > 0) {
    if (next() * (withPeopleLeft + employerOnlyLeft) < employerOnlyLeft) {
      kinds.push({ size: 0, employerOnly: true });
      employerOnlyLeft -= 1;
    } else {
      kinds.push({ size: sizes[sizes.length - withPeopleLeft]!, employerOnly: false });
      withPeopleLeft -= 1;
    }
  }

  const span = options.registrationDays * DAY_MS;
  const oldest = now.getTime() - span - 2 * DAY_MS;
  let userId = userBase;
  return kinds.map((kind, index) => {
    const demo = index === 0;
    // Registration times grow with the id, as identity columns do, with some jitter.
    const createdAt = demo
      ? oldest
      : oldest + 2 * DAY_MS + ((index + next()) / kinds.length) * (span - DAY_MS) + next() * DAY_MS * 0.5;
    // The first courses go out between registration and now, mostly within the last eight months.
    const earliestWave = createdAt + DAY_MS / 4;
    const recent = now.getTime() - next() * 240 * DAY_MS;
    const waveAt = Math.max(earliestWave, recent);
    const ownerId = ++userId;
    const firstId = userId + 1;
    userId += kind.size;
    const managers = kind.size >= 5 ? Math.max(1, Math.round(kind.size * 0.04)) : 0;
    return {
      id: companyBase + index + 1,
      ownerId,
      firstId,
      size: kind.size,
      managers,
      createdAt: new Date(createdAt).toISOString(),
      waveAt: new Date(Math.min(waveAt, now.getTime() - 60_000)).toISOString(),
      employerOnly: kind.employerOnly,
      demo,
    };
  });
}

/** Consecutive companies with about `chunkPeople` people (owners included) each. */
export function chunksOf(plans: CompanyPlan[], chunkPeople: number): SeedChunk[] {
  const chunks: SeedChunk[] = [];
  let current: CompanyPlan[] = [];
  let people = 0;
  const flush = () => {
    if (current.length === 0) return;
    const last = current[current.length - 1]!;
    chunks.push({
      companies: current,
      firstUserId: current[0]!.ownerId,
      lastUserId: last.firstId + last.size - 1,
      people,
    });
    current = [];
    people = 0;
  };
  for (const plan of plans) {
    if (people > 0 && people + plan.size + 1 > chunkPeople) flush();
    current.push(plan);
    people += plan.size + 1;
  }
  flush();
  return chunks;
}
