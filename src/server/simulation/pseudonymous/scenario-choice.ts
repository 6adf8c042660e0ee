/**
 * The scenario a person gets in the pseudonymous mode (decision 102): never one they had in the
 * last year, and as hard as their record says: one step harder after a report without a click,
 * one step easier after a click, the same otherwise; a first simulation starts at the easiest of
 * the campaign's choice. Among the closest difficulty the choice is random.
 */

export type Scenario = { id: string; difficulty: number };

/** A person's last year: what they had, and how their latest went. */
export type PersonRecord = {
  had: ReadonlySet<string>;
  latest: { difficulty: number; clicked: boolean; reportedFirst: boolean } | null;
};

export function targetDifficulty(record: PersonRecord, lowest: number): number {
  const latest = record.latest;
  if (latest === null) return lowest;
  if (latest.clicked) return latest.difficulty - 1;
  if (latest.reportedFirst) return latest.difficulty + 1;
  return latest.difficulty;
}

/** Answers null when the person had every scenario of the choice: they sit this wave out. */
export function chooseScenario(
  scenarios: readonly Scenario[],
  record: PersonRecord,
  random: () => number,
): Scenario | null {
  const fresh = scenarios.filter((s) => !record.had.has(s.id));
  if (fresh.length === 0) return null;
  const target = targetDifficulty(record, Math.min(...scenarios.map((s) => s.difficulty)));
  const distance = (s: Scenario) => Math.abs(s.difficulty - target);
  const closest = Math.min(...fresh.map(distance));
  const best = fresh.filter((s) => distance(s) === closest);
  return best[Math.floor(random() * best.length)]!;
}

/** Each person's record from their links, oldest first. */
export function recordsOf(
  links: readonly {
    user_id: number;
    template_id: string;
    difficulty: number;
    clicked_at: Date | null;
    reported_at: Date | null;
  }[],
): Map<number, PersonRecord> {
  const records = new Map<number, { had: Set<string>; latest: PersonRecord['latest'] }>();
  for (const link of links) {
    const record = records.get(link.user_id) ?? { had: new Set<string>(), latest: null };
    record.had.add(link.template_id);
    const clicked = link.clicked_at !== null;
    const reportedFirst = link.reported_at !== null && (!clicked || link.reported_at < link.clicked_at!);
    record.latest = { difficulty: link.difficulty, clicked, reportedFirst };
    records.set(link.user_id, record);
  }
  return records;
}
