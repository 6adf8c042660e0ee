import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakdown,
  figureOf,
  poolSmallWaves,
  safetyTrend,
  SIMULATION_MINIMUM,
  type Counts,
} from './simulation-disclosure.ts';

const counts = (
  delivered: number,
  clicked = 0,
  submitted = 0,
  entryDelivered = 0,
  reported = 0,
  reportedBeforeClick = 0,
): Counts => ({ delivered, clicked, submitted, entryDelivered, reported, reportedBeforeClick });

describe('what the employer may see of simulation results', () => {
  it('shows the report rates beside the click rate over the same delivered mails, or neither', () => {
    expect(figureOf(counts(20, 4, 0, 0, 8, 6))).toMatchObject({
      clickRate: 0.2,
      reportRate: 0.4,
      reportedBeforeClickRate: 0.3,
    });
    expect(figureOf(counts(9, 0, 0, 0, 9, 9))).toMatchObject({ reportRate: null, reportedBeforeClickRate: null });
  });

  it('tells a company getting safer (more reports, fewer clicks) from one getting riskier, and a mixed picture', () => {
    const f = (clickRate: number, reportRate: number) => ({ clickRate, reportRate });
    expect(safetyTrend(f(0.3, 0.1), f(0.2, 0.3))).toBe('safer');
    expect(safetyTrend(f(0.3, 0.1), f(0.3, 0.2))).toBe('safer');
    expect(safetyTrend(f(0.2, 0.3), f(0.3, 0.1))).toBe('riskier');
    expect(safetyTrend(f(0.2, 0.1), f(0.1, 0.05))).toBe('mixed');
    expect(safetyTrend(f(0.2, 0.1), f(0.2, 0.1))).toBe('mixed');
    expect(safetyTrend({ clickRate: null, reportRate: null }, f(0.2, 0.1))).toBeNull();
  });

  it('shows no rates for 9 delivered mails and rates for 10', () => {
    expect(figureOf(counts(9, 3))).toEqual({
      delivered: null,
      clickRate: null,
      dataEntryRate: null,
      reportRate: null,
      reportedBeforeClickRate: null,
      reason: 'BELOW_MINIMUM',
    });
    expect(figureOf(counts(10, 3))).toEqual({
      delivered: 10,
      clickRate: 0.3,
      dataEntryRate: null,
      reportRate: 0,
      reportedBeforeClickRate: 0,
      reason: null,
    });
    expect(figureOf(counts(40, 10, 2, 10)).dataEntryRate).toBe(0.2);
  });

  it('withholds a second cell when a breakdown withholds one (a cell of 4 suppresses another)', () => {
    const shown = breakdown([
      { key: 'a', counts: counts(4, 1) },
      { key: 'b', counts: counts(12, 2) },
      { key: 'c', counts: counts(30, 5) },
    ]);
    expect(shown.map((c) => [c.key, c.figure.reason])).toEqual([
      ['a', 'BELOW_MINIMUM'],
      ['b', 'BELOW_MINIMUM'],
      ['c', null],
    ]);
  });

  it('never lets the total minus the shown cells reveal fewer than the minimum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 8 }), (sizes) => {
        // A breakdown is shown only under a whole that is shown itself.
        fc.pre(sizes.reduce((a, b) => a + b, 0) >= SIMULATION_MINIMUM);
        const cells = sizes.map((size, key) => ({ key, counts: counts(size) }));
        const hidden = breakdown(cells)
          .filter((c) => c.figure.reason !== null)
          .map((c) => sizes[c.key]!);
        // What the whole minus the shown cells reveals: nothing, or at least the minimum over several cells.
        if (hidden.length > 0) {
          expect(hidden.length).toBeGreaterThanOrEqual(2);
          expect(hidden.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(SIMULATION_MINIMUM);
        }
      }),
    );
  });

  it('pools small waves into groups of at least the minimum and shows only complete groups', () => {
    const waves = [3, 4, 2, 6, 5, 1].map((delivered, index) => ({ index, counts: counts(delivered) }));
    const groups = poolSmallWaves(waves);
    expect(groups.map((g) => g.waves.map((w) => w.index))).toEqual([[0, 1, 2, 3]]);
    expect(groups[0]!.counts.delivered).toBe(15);
  });
});
