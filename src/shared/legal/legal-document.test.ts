import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, inlineParts, parseLegalMarkdown } from './legal-document.ts';
import { placeholderValues } from './placeholders.ts';
import { SIMULATION_TEXT_VERSIONS } from '../api/simulation.ts';

describe('legal documents', () => {
  it('parses headings, paragraphs, lists and the annex table marker', () => {
    const blocks = parseLegalMarkdown(
      '# Titel\n\nEin Absatz\nüber zwei Zeilen.\n\n- eins\n- zwei\n\n1. erstens\n2. zweitens\n\n{{annex1Table}}\n',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 1, text: 'Titel' },
      { type: 'paragraph', text: 'Ein Absatz über zwei Zeilen.' },
      { type: 'list', ordered: false, items: ['eins', 'zwei'] },
      { type: 'list', ordered: true, items: ['erstens', 'zweitens'] },
      { type: 'annex1' },
    ]);
  });

  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillPlaceholders('{{providerName}}, {{unknown}}', { providerName: 'Muster GmbH' })).toBe(
      'Muster GmbH, {{unknown}}',
    );
  });

  it('splits bold parts', () => {
    expect(inlineParts('a **b** c')).toEqual([
      { bold: false, text: 'a ' },
      { bold: true, text: 'b' },
      { bold: false, text: ' c' },
    ]);
  });

  it('reads the shipped agreement: version 5.40, every contract term, one annex table', () => {
    const text = readFileSync(new URL('../../content/legal/agreement.de.md', import.meta.url), 'utf8');
    const blocks = parseLegalMarkdown(text);
    expect(blocks[0]).toMatchObject({ type: 'heading', level: 1 });
    expect(text).toContain('Version 5.40');
    for (const term of [
      '48 Stunden',
      'zwölf Monate',
      'vier Wochen',
      'DIN 66399',
      'AES-256',
      'Anlage 1',
      'Anlage 2',
      'Anlage 3',
    ]) {
      expect(text, term).toContain(term);
    }
    expect(blocks.filter((b) => b.type === 'annex1')).toHaveLength(1);
  });

  it('reads the phishing-simulation texts: a title, their current version, known placeholders, German and English alike', () => {
    const read = (name: string) => readFileSync(new URL(`../../content/legal/${name}`, import.meta.url), 'utf8');
    const provider = {
      name: '',
      address: '',
      representative: '',
      register: '',
      vatId: '',
      email: '',
      phone: '',
      dataProtectionContact: '',
      supervisoryAuthority: '',
    };
    const known = new Set([
      ...Object.keys(placeholderValues({ provider, brandName: '', publicUrl: '' })),
      // The company's own texts (announcement, notice) name the company, its IT contact and report address.
      'companyName',
      'itContact',
      'reportAddress',
    ]);
    const versions = {
      'simulation-addendum': SIMULATION_TEXT_VERSIONS.addendum,
      'simulation-announcement': SIMULATION_TEXT_VERSIONS.announcement,
      'simulation-notice': SIMULATION_TEXT_VERSIONS.notice,
    };
    for (const [doc, version] of Object.entries(versions)) {
      const [de, en] = [read(`${doc}.de.md`), read(`${doc}.en.md`)];
      const headings = (text: string) => parseLegalMarkdown(text).filter((b) => b.type === 'heading');
      for (const text of [de, en]) {
        const blocks = parseLegalMarkdown(text);
        expect(blocks[0], doc).toMatchObject({ type: 'heading', level: 1 });
        expect(blocks[1], doc).toEqual({ type: 'paragraph', text: `Version ${version}` });
        expect(
          blocks.some((b) => b.type === 'annex1'),
          doc,
        ).toBe(false);
        for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g)) expect(known, `${doc}: {{${name}}}`).toContain(name);
      }
      expect(headings(en).length, doc).toBe(headings(de).length);
      const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g))].sort();
      expect(placeholders(en), doc).toEqual(placeholders(de));
    }
    expect(read('simulation-addendum.en.md')).toMatch(/convenience translation[^.]*German version prevails/);
  });
});
