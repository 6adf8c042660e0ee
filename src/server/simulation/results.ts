import type { Lang } from '#shared/constants.ts';
import {
  OTHER_REPORTS_MONTHS,
  type OtherReportsMonth,
  type SimulationFigure,
  type SimulationResults,
  type WaveResult,
} from '#shared/api/simulation.ts';
import {
  addCounts,
  breakdown,
  type Counts,
  figureOf,
  LATEST_AFTER_WINDOW_MS,
  RESULTS_COUNT_DAYS,
  NO_COUNTS,
  poolSmallWaves,
  SIMULATION_MINIMUM,
  withheld,
} from '#shared/rules/simulation-disclosure.ts';
import { berlinMonth, monthsBetween } from '../core/berlin-dates.ts';
import type { Caller } from '../core/caller.ts';
import type { AppDeps } from '../deps.ts';
import { requireBooking } from './booking.ts';
import { findOtherReports } from './reports/reports.repository.ts';
import { findWaveCounters } from './results.repository.ts';
import { loadTemplateLibrary } from './template-library.ts';

/** Clicks and entries count until this long after a wave's window; then its figures are final. */
const EVENTS_COUNT_MS = RESULTS_COUNT_DAYS * 86_400_000;

type Wave = {
  id: string;
  campaignId: string;
  campaignName: string;
  start: Date;
  end: Date;
  cells: Array<{ templateId: string; counts: Counts }>;
  counts: Counts;
};

function wavesOf(rows: Awaited<ReturnType<typeof findWaveCounters>>): Wave[] {
  const library = loadTemplateLibrary();
  const waves = new Map<string, Wave>();
  for (const row of rows) {
    let wave = waves.get(row.wave_id);
    if (!wave) {
      wave = {
        id: row.wave_id,
        campaignId: row.campaign_id,
        campaignName: row.campaign_name,
        start: row.window_start,
        end: row.window_end,
        cells: [],
        counts: NO_COUNTS,
      };
      waves.set(row.wave_id, wave);
    }
    if (row.template_id === null || !row.sent) continue;
    const entry = library.has(row.template_id) && library.get(row.template_id, 'de').kind === 'data-entry';
    const counts: Counts = {
      delivered: row.sent,
      clicked: row.clicked ?? 0,
      submitted: row.submitted ?? 0,
      entryDelivered: entry ? row.sent : 0,
      reported: row.reported ?? 0,
      reportedBeforeClick: row.reported_before_click ?? 0,
    };
    wave.cells.push({ templateId: row.template_id, counts });
    wave.counts = addCounts(wave.counts, counts);
  }
  return [...waves.values()];
}

const quarterOf = (at: Date) => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
  })
    .format(at)
    .split('-')
    .map(Number) as [number, number];
  return `${year}-Q${Math.ceil(month / 3)}`;
};

/**
 * Everything a company may see of its simulations (src/shared/rules/simulation-disclosure.ts):
 * waves after their window, each figure over at least the minimum, breakdowns with complementary
 * suppression, small waves pooled into groups that each cover the minimum, quarters summed over
 * what is shown (so no figure can be subtracted from another to reveal a withheld one).
 */
export function resultsOf(
  rows: Awaited<ReturnType<typeof findWaveCounters>>,
  now: Date,
  lang: Lang,
  otherReports: OtherReportsMonth[] = [],
): SimulationResults {
  const library = loadTemplateLibrary();
  const closed = (wave: Wave) => now.getTime() >= wave.end.getTime() + LATEST_AFTER_WINDOW_MS;
  const all = wavesOf(rows);
  const waves: WaveResult[] = all.map((wave) => {
    const open = !closed(wave);
    const figure = open ? withheld('WINDOW_OPEN') : figureOf(wave.counts);
    return {
      waveId: wave.id,
      campaignId: wave.campaignId,
      campaignName: wave.campaignName,
      windowStart: wave.start.toISOString(),
      windowEnd: wave.end.toISOString(),
      final: now.getTime() >= wave.end.getTime() + LATEST_AFTER_WINDOW_MS + EVENTS_COUNT_MS,
      figure,
      scenarios:
        figure.reason === null
          ? breakdown(wave.cells.map((cell) => ({ key: cell.templateId, counts: cell.counts }))).map((cell) => ({
              templateId: cell.key,
              title: library.has(cell.key) ? library.get(cell.key, lang).title : cell.key,
              figure: cell.figure,
            }))
          : [],
    };
  });
  const shown = all.filter((wave) => closed(wave) && wave.counts.delivered >= SIMULATION_MINIMUM);
  const small = all.filter(
    (wave) => closed(wave) && wave.counts.delivered < SIMULATION_MINIMUM && wave.counts.delivered > 0,
  );
  const groups = poolSmallWaves(small);
  const units = [
    ...shown.map((wave) => ({ end: wave.end, counts: wave.counts })),
    ...groups.map((group) => ({ end: group.waves[group.waves.length - 1]!.end, counts: group.counts })),
  ];
  const quarters = new Map<string, Counts>();
  for (const unit of units) {
    const quarter = quarterOf(unit.end);
    quarters.set(quarter, addCounts(quarters.get(quarter) ?? NO_COUNTS, unit.counts));
  }
  return {
    minimum: SIMULATION_MINIMUM,
    waves,
    pooled: groups.map((group) => ({
      from: group.waves[0]!.start.toISOString(),
      to: group.waves[group.waves.length - 1]!.end.toISOString(),
      waves: group.waves.length,
      figure: figureOf(group.counts),
    })),
    quarters: [...quarters.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([quarter, counts]) => ({ quarter, figure: figureOf(counts) })),
    otherReports,
  };
}

/** The first month (yyyy-mm) of the last OTHER_REPORTS_MONTHS German months up to `now`'s. */
function firstReportMonth(now: Date): string {
  const [year, month] = berlinMonth(now).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - (OTHER_REPORTS_MONTHS - 1);
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Reports of mail that was no simulation, per German month of the last year, every month listed.
 * They count the company's own reports, never a person (decision 101), so no minimum applies.
 */
export async function otherReportsOf(deps: AppDeps, companyId: number): Promise<OtherReportsMonth[]> {
  const now = deps.now();
  const first = firstReportMonth(now);
  const rows = await findOtherReports(deps.db, companyId, `${first}-01`);
  const counts = new Map(rows.map((row) => [row.month, row.reports]));
  return monthsBetween(first, berlinMonth(now)).map((month) => ({ month, reports: counts.get(month) ?? 0 }));
}

export async function companyResults(deps: AppDeps, caller: Caller): Promise<SimulationResults> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  const [rows, otherReports] = await Promise.all([
    findWaveCounters(deps.db, companyId),
    otherReportsOf(deps, companyId),
  ]);
  return resultsOf(rows, deps.now(), caller.lang, otherReports);
}

const percent = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);
const rates = (f: SimulationFigure) => [
  percent(f.clickRate),
  percent(f.dataEntryRate),
  percent(f.reportRate),
  percent(f.reportedBeforeClickRate),
];

/** The CSV of exactly the shown figures: one row per wave, scenario, pooled group and quarter. */
export function resultsCsvRows(results: SimulationResults, lang: Lang): Array<Array<string | number | null>> {
  const de = lang === 'de';
  const header = de
    ? [
        'Art',
        'Kampagne',
        'Szenario',
        'Von',
        'Bis',
        'Zugestellt',
        'Klickrate %',
        'Eingaberate %',
        'Melderate %',
        'Vor einem Klick gemeldet %',
        'Endgültig',
        'Nicht gezeigt',
      ]
    : [
        'Kind',
        'Campaign',
        'Scenario',
        'From',
        'To',
        'Delivered',
        'Click rate %',
        'Data entry rate %',
        'Report rate %',
        'Reported before a click %',
        'Final',
        'Withheld',
      ];
  const reason = (r: string | null) =>
    r === null
      ? null
      : r === 'WINDOW_OPEN'
        ? de
          ? 'Versand läuft'
          : 'sending'
        : de
          ? 'unter der Mindestzahl'
          : 'below the minimum';
  const yes = (final: boolean) => (final ? (de ? 'ja' : 'yes') : de ? 'nein' : 'no');
  const rows: Array<Array<string | number | null>> = [header];
  for (const wave of results.waves) {
    const f = wave.figure;
    rows.push([
      de ? 'Welle' : 'Wave',
      wave.campaignName,
      null,
      wave.windowStart,
      wave.windowEnd,
      f.delivered,
      ...rates(f),
      yes(wave.final),
      reason(f.reason),
    ]);
    for (const s of wave.scenarios) {
      const g = s.figure;
      rows.push([
        de ? 'Szenario' : 'Scenario',
        wave.campaignName,
        s.title,
        wave.windowStart,
        wave.windowEnd,
        g.delivered,
        ...rates(g),
        yes(wave.final),
        reason(g.reason),
      ]);
    }
  }
  for (const group of results.pooled) {
    const f = group.figure;
    rows.push([
      de ? 'Zusammengefasst' : 'Pooled',
      null,
      null,
      group.from,
      group.to,
      f.delivered,
      ...rates(f),
      null,
      reason(f.reason),
    ]);
  }
  for (const quarter of results.quarters) {
    const f = quarter.figure;
    rows.push([
      de ? 'Quartal' : 'Quarter',
      quarter.quarter,
      null,
      null,
      null,
      f.delivered,
      ...rates(f),
      null,
      reason(f.reason),
    ]);
  }
  return rows;
}
