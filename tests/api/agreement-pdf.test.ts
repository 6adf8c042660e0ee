import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_FILE_NAME } from '../../src/shared/constants.ts';
import { fillPlaceholders, parseLegalMarkdown, type Subprocessor } from '../../src/shared/legal/legal-document.ts';
import { placeholderValues } from '../../src/shared/legal/placeholders.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { legacyCompany } from '../support/companies.ts';
import { pdfPages, rawApp } from './files-support.ts';

const PROVIDER = {
  PROVIDER_NAME: 'Prüf & Schutz GmbH',
  PROVIDER_ADDRESS: 'Königsallee 12, 40212 Düsseldorf',
  PROVIDER_REPRESENTATIVE: 'Jörg Weißmüller (Geschäftsführer)',
  PROVIDER_EMAIL: 'vertrag@pruef-schutz.example',
  PROVIDER_PHONE: '+49 211 987654',
  PROVIDER_DPO: 'datenschutz@pruef-schutz.example',
  BRAND_NAME: 'Rheinland Versicherung',
};
const SUBPROCESSORS: Subprocessor[] = [
  {
    company: 'Beispiel Łódź Sp. z o.o. (Muster) – Backup',
    address: 'ul. Piotrkowska 1, 90-001 Łódź, Polen',
    region: 'Europa (EU)',
    service: 'Verschlüsselte Datensicherung „außer Haus“',
    basis: 'Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO',
  },
  {
    company: 'Example Analytics Inc. (Muster)',
    address: '1 Example Way, Austin, TX 78701, USA',
    region: 'USA',
    service: 'Auswertung der Zugriffe',
    basis: 'EU-Standardvertragsklauseln (Art. 44 ff. DSGVO)',
  },
];

let h: ApiHarness;
let dir: string;
let request: ReturnType<typeof rawApp>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'subprocessors-'));
  const subprocessorsFile = join(dir, 'subprocessors.json');
  await writeFile(subprocessorsFile, JSON.stringify(SUBPROCESSORS));
  h = await createApiHarness({ ...PROVIDER, SUBPROCESSORS_FILE: subprocessorsFile });
  request = rawApp(h);
});
afterAll(async () => {
  await h.close();
  await rm(dir, { recursive: true, force: true });
});

const FOOTER = /^(Auftragsverarbeitungsvertrag · Version 5\.40 · .*|Seite \d+ von \d+)$/;

/**
 * The text to compare: footers dropped, then without white space and hyphens, since pdftotext
 * joins lines and takes the hyphen out of a word broken at a line's end ("Insolvenz-" "oder").
 */
const comparable = (text: string) => text.replace(/[\s\-\u00ad]+/g, '');

async function download(token?: string) {
  const response = await request('/api/files/agreement', token ? { token } : {});
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('GET /files/agreement', () => {
  it('answers the agreement as a PDF file for anyone, cached for a day', async () => {
    const { response, bytes } = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${AGREEMENT_FILE_NAME}"; filename*=UTF-8''Auftragsverarbeitungsvertrag%20V%205.40.pdf`,
    );
    expect(AGREEMENT_FILE_NAME).toBe('Auftragsverarbeitungsvertrag V 5.40.pdf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('holds every heading, paragraph and list item of the page’s text in order, filled from the configuration', async () => {
    const { bytes } = await download();
    const pages = await pdfPages(bytes);
    const markdown = await readFile(new URL('../../src/content/legal/agreement.de.md', import.meta.url), 'utf8');
    const values = placeholderValues(h.config);
    const body = comparable(
      pages
        .flatMap((page) => page.split('\n'))
        .filter((line) => !FOOTER.test(line.trim()))
        .join('\n'),
    );

    let position = 0;
    let checked = 0;
    for (const block of parseLegalMarkdown(markdown)) {
      const texts =
        block.type === 'list' ? block.items : block.type === 'annex1' ? [] : [block.text.replace(/\*\*/g, '')];
      for (const text of texts) {
        const expected = comparable(fillPlaceholders(text.replace(/\*\*/g, ''), values));
        const found = body.indexOf(expected, position);
        expect(found, `not found in order: ${text.slice(0, 80)}`).toBeGreaterThanOrEqual(position);
        position = found + expected.length;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150);

    const text = pages.join('\n');
    expect(text).not.toContain('{{');
    expect(text).toContain('Prüf & Schutz GmbH, Königsallee 12, 40212 Düsseldorf, vertreten durch Jörg Weißmüller');
    expect(text).toContain('– nachfolgend „Auftraggeber“ –');
    expect(text).toContain('§ 3 Ort der Verarbeitung und Übermittlung in Drittländer');
    expect(text).toContain('Rheinland Versicherung');
  });

  it('has Annex 1 as a table of the configured sub-processors, and a footer with the version on every page', async () => {
    const { bytes } = await download();
    const pages = await pdfPages(bytes);
    const text = comparable(pages.join('\n'));
    for (const heading of ['Unternehmen', 'Anschrift/Land', 'Ort der Verarbeitung', 'Vertragliche Grundlage']) {
      expect(text).toContain(comparable(heading));
    }
    for (const row of SUBPROCESSORS) {
      for (const value of Object.values(row)) expect(text).toContain(comparable(value));
    }
    const annex1 = text.indexOf(comparable('Anlage 1: Unterauftragsverarbeiter'));
    expect(annex1).toBeGreaterThan(0);
    expect(text.indexOf(comparable(SUBPROCESSORS[0]!.company))).toBeGreaterThan(annex1);
    expect(text.indexOf(comparable(SUBPROCESSORS[1]!.company))).toBeLessThan(
      text.indexOf(comparable('Anlage 2: Technische und organisatorische Maßnahmen')),
    );

    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => {
      const lines = page.split('\n').map((line) => line.trim());
      expect(lines).toContain('Auftragsverarbeitungsvertrag · Version 5.40 · Prüf & Schutz GmbH');
      expect(lines).toContain(`Seite ${index + 1} von ${pages.length}`);
    });
  });

  it('is also there for signed-in people and while a company’s actions are blocked', async () => {
    const c = await legacyCompany(h);
    for (const person of [c.owner, c.manager, c.employee]) {
      const { response, bytes } = await download(person.token);
      expect(response.status, person.role).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(bytes.length).toBeGreaterThan(10_000);
    }
    // The rest of the API stays closed to them.
    const list = await h.get(`/api/company/${c.companyId}/employees`, { token: c.manager.token });
    expect(list.status).toBe(403);
  });
});
