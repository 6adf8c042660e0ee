import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_COURSES,
  SIMULATION_CATEGORIES,
  SIMULATION_DIFFICULTIES,
  SIMULATION_PLACEHOLDERS,
  SimulationTemplate,
  placeholdersIn,
  simulationTexts,
} from './simulation-template.ts';

const dir = fileURLToPath(new URL('../../content/simulations/', import.meta.url));
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
const ids = [...new Set(files.map((f) => f.replace(/\.(de|en)\.json$/, '')))].sort();

/** Real companies and brands a scenario must never name: we imitate no one. */
const REAL_BRANDS = [
  'microsoft',
  'office 365',
  'outlook',
  'onedrive',
  'sharepoint',
  'google',
  'gmail',
  'apple',
  'icloud',
  'amazon',
  'paypal',
  'dhl',
  'hermes',
  'ups',
  'fedex',
  'gls',
  'dpd',
  'deutsche post',
  'linkedin',
  'xing',
  'facebook',
  'instagram',
  'whatsapp',
  'dropbox',
  'docusign',
  'adobe',
  'webex',
  'sparkasse',
  'volksbank',
  'commerzbank',
  'deutsche bank',
  'telekom',
  'vodafone',
  'datev',
  'sap',
  'elster',
  'anydesk',
  'teamviewer',
  'netflix',
  'ebay',
  'sixt',
  'ing',
  'n26',
];

function load(id: string, lang: 'de' | 'en'): SimulationTemplate {
  return v.parse(SimulationTemplate, JSON.parse(readFileSync(`${dir}${id}.${lang}.json`, 'utf8')));
}

/** What German and English files of a scenario share: everything that decides how a result counts. */
function shape(t: SimulationTemplate): unknown {
  return {
    id: t.id,
    category: t.category,
    difficulty: t.difficulty,
    kind: t.kind,
    course: t.course,
    localPart: t.sender.localPart,
    parts: t.parts.map((p) => [p.id, p.kind]),
    flags: t.flags.map((f) => [f.id, f.at]),
    signIn: t.signIn !== undefined,
  };
}

describe('phishing-simulation scenarios', () => {
  it('has at least twelve pairs, each category, each difficulty and both kinds', () => {
    expect(ids.length).toBeGreaterThanOrEqual(12);
    const all = ids.map((id) => load(id, 'de'));
    expect(new Set(all.map((t) => t.category))).toEqual(new Set(SIMULATION_CATEGORIES));
    expect(new Set(all.map((t) => t.difficulty))).toEqual(new Set(SIMULATION_DIFFICULTIES));
    expect(new Set(all.map((t) => t.kind))).toEqual(new Set(['link', 'data-entry']));
  });

  for (const id of ids) {
    describe(id, () => {
      it('exists in German and English with the same shape, named after its file', () => {
        const de = load(id, 'de');
        const en = load(id, 'en');
        expect([de.id, de.lang, en.id, en.lang]).toEqual([id, 'de', id, 'en']);
        expect(shape(en)).toEqual(shape(de));
      });

      it('maps to a course that teaches its category, and uses only the four placeholders', () => {
        for (const lang of ['de', 'en'] as const) {
          const t = load(id, lang);
          expect(CATEGORY_COURSES[t.category]).toContain(t.course);
          const used = simulationTexts(t).flatMap(placeholdersIn);
          expect(used.filter((p) => !(SIMULATION_PLACEHOLDERS as readonly string[]).includes(p))).toEqual([]);
        }
      });

      it('names no real company or brand', () => {
        for (const lang of ['de', 'en'] as const) {
          const text = simulationTexts(load(id, lang)).join(' ').toLowerCase();
          const named = REAL_BRANDS.filter((b) => new RegExp(`(^|[^a-z0-9])${b}([^a-z0-9]|$)`).test(text));
          expect(named).toEqual([]);
        }
      });
    });
  }
});
