/**
 * What the employer may see of simulation results (docs/decisions/096-phishing-simulation.md): a
 * figure covers at least SIMULATION_MINIMUM delivered mails or is withheld (`BELOW_MINIMUM`); a
 * breakdown that withholds one cell withholds a second, so the total minus the shown cells cannot
 * reveal it; a wave shows nothing while its window is open. The API applies these rules; the
 * screen only shows what it gets.
 */
export const SIMULATION_MINIMUM = 10;

/** Each person gets at most one simulation mail in this many days. */
export const SIMULATION_GAP_DAYS = 14;

/** Clicks and entries of a wave keep counting this many days after it closed; then its figure is final. */
export const RESULTS_COUNT_DAYS = 14;

/** A wave's mails may still go out this long after its window (then they are dropped): it has closed after it. */
export const LATEST_AFTER_WINDOW_MS = 3_600_000;

export type Counts = {
  delivered: number;
  clicked: number;
  submitted: number;
  entryDelivered: number;
  /** Mails reported to the company's report address, and of them those reported with no click before. */
  reported: number;
  reportedBeforeClick: number;
};
export type WithheldReason = 'WINDOW_OPEN' | 'BELOW_MINIMUM';

/** A figure as shown: the counts' rates, or nothing and why. */
export type Figure = {
  delivered: number | null;
  clickRate: number | null;
  dataEntryRate: number | null;
  /** Reported ÷ delivered, and reported before any click ÷ delivered: reporting is the win. */
  reportRate: number | null;
  reportedBeforeClickRate: number | null;
  reason: WithheldReason | null;
};

const rate = (part: number, whole: number) => Math.round((part / whole) * 1000) / 1000;

export function figureOf(counts: Counts): Figure {
  if (counts.delivered < SIMULATION_MINIMUM) {
    return withheld('BELOW_MINIMUM');
  }
  return {
    delivered: counts.delivered,
    clickRate: rate(counts.clicked, counts.delivered),
    // Data entry only over the data-entry scenarios' mails, and only when they alone reach the minimum.
    dataEntryRate: counts.entryDelivered >= SIMULATION_MINIMUM ? rate(counts.submitted, counts.entryDelivered) : null,
    reportRate: rate(counts.reported, counts.delivered),
    reportedBeforeClickRate: rate(counts.reportedBeforeClick, counts.delivered),
    reason: null,
  };
}

export function withheld(reason: WithheldReason): Figure {
  return {
    delivered: null,
    clickRate: null,
    dataEntryRate: null,
    reportRate: null,
    reportedBeforeClickRate: null,
    reason,
  };
}

/**
 * The cells of a breakdown whose whole is shown: each below the minimum is withheld, and while the
 * withheld cells are a single one or together cover less than the minimum (the whole minus the
 * shown cells would reveal them), the smallest shown cell is withheld with them.
 */
export function breakdown<K>(cells: ReadonlyArray<{ key: K; counts: Counts }>): Array<{ key: K; figure: Figure }> {
  const hidden = new Set(cells.filter((c) => c.counts.delivered < SIMULATION_MINIMUM).map((c) => c.key));
  const hiddenSum = () => cells.filter((c) => hidden.has(c.key)).reduce((sum, c) => sum + c.counts.delivered, 0);
  const shown = cells.filter((c) => !hidden.has(c.key)).sort((a, b) => a.counts.delivered - b.counts.delivered);
  while (hidden.size > 0 && (hidden.size === 1 || hiddenSum() < SIMULATION_MINIMUM) && shown.length > 0) {
    hidden.add(shown.shift()!.key);
  }
  return cells.map((c) => ({ key: c.key, figure: hidden.has(c.key) ? withheld('BELOW_MINIMUM') : figureOf(c.counts) }));
}

export const addCounts = (a: Counts, b: Counts): Counts => ({
  delivered: a.delivered + b.delivered,
  clicked: a.clicked + b.clicked,
  submitted: a.submitted + b.submitted,
  entryDelivered: a.entryDelivered + b.entryDelivered,
  reported: a.reported + b.reported,
  reportedBeforeClick: a.reportedBeforeClick + b.reportedBeforeClick,
});

export const NO_COUNTS: Counts = {
  delivered: 0,
  clicked: 0,
  submitted: 0,
  entryDelivered: 0,
  reported: 0,
  reportedBeforeClick: 0,
};

/**
 * Small waves pooled in the order they closed: each group is closed once it covers the minimum, and
 * only closed groups are shown, so each published figure covers at least the minimum and no two
 * overlap (the difference of two figures reveals no one).
 */
export function poolSmallWaves<W extends { counts: Counts }>(
  waves: readonly W[],
): Array<{ waves: W[]; counts: Counts }> {
  const groups: Array<{ waves: W[]; counts: Counts }> = [];
  let open: { waves: W[]; counts: Counts } = { waves: [], counts: NO_COUNTS };
  for (const wave of waves) {
    open = { waves: [...open.waves, wave], counts: addCounts(open.counts, wave.counts) };
    if (open.counts.delivered >= SIMULATION_MINIMUM) {
      groups.push(open);
      open = { waves: [], counts: NO_COUNTS };
    }
  }
  return groups;
}

/**
 * Whether a company is getting safer, from two shown figures in order (the dashboard's headline):
 * safer when more people report and fewer click, riskier when fewer report and more click, mixed
 * otherwise. Reporting first: a company is safer when its people report before anyone clicks.
 */
export type SafetyTrend = 'safer' | 'riskier' | 'mixed';

export function safetyTrend(
  before: Pick<Figure, 'clickRate' | 'reportRate'>,
  latest: Pick<Figure, 'clickRate' | 'reportRate'>,
): SafetyTrend | null {
  if (before.clickRate === null || latest.clickRate === null) return null;
  if (before.reportRate === null || latest.reportRate === null) return null;
  const reports = Math.sign(latest.reportRate - before.reportRate);
  const clicks = Math.sign(latest.clickRate - before.clickRate);
  if (reports >= 0 && clicks <= 0 && reports - clicks > 0) return 'safer';
  if (reports <= 0 && clicks >= 0 && clicks - reports > 0) return 'riskier';
  return 'mixed';
}
