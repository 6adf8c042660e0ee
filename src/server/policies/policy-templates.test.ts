import { describe, expect, it } from 'vitest';
import { parseLegalMarkdown } from '#shared/legal/legal-document.ts';
import { POLICY_TEMPLATE_IDS, POLICY_TEXT_MAX, POLICY_TITLE_MAX } from '#shared/api/policies.ts';
import { LANGS } from '#shared/constants.ts';
import { policyTemplates } from './policy-templates.ts';

describe('the bundled policy templates', () => {
  it('exist in German and English with a title, a text within the limits and headings', () => {
    for (const lang of LANGS) {
      const list = policyTemplates(lang);
      expect(list.map((t) => t.id)).toEqual([...POLICY_TEMPLATE_IDS]);
      for (const template of list) {
        expect(template.title.length, template.id).toBeGreaterThan(5);
        expect(template.title.length, template.id).toBeLessThanOrEqual(POLICY_TITLE_MAX);
        expect(template.text.length, template.id).toBeLessThanOrEqual(POLICY_TEXT_MAX);
        const blocks = parseLegalMarkdown(template.text);
        expect(blocks.filter((b) => b.type === 'heading').length, template.id).toBeGreaterThanOrEqual(2);
        expect(
          blocks.some((b) => b.type === 'list'),
          template.id,
        ).toBe(true);
        // No HTML and no configuration placeholders: the employer fills in the [brackets].
        expect(template.text, template.id).not.toMatch(/<[a-z/]|\{\{/i);
        expect(template.text, template.id).toMatch(/\[[^\]]+\]/);
      }
    }
  });

  it('name the four subjects in professional German', () => {
    expect(policyTemplates('de').map((t) => t.title)).toEqual([
      'IT-Nutzungsrichtlinie',
      'Richtlinie zur Nutzung von KI-Werkzeugen',
      'Richtlinie für mobiles Arbeiten und Homeoffice',
      'Sicherheitsvorfälle melden',
    ]);
  });

  it('have the same sections in both languages', () => {
    for (const id of POLICY_TEMPLATE_IDS) {
      const count = (lang: 'de' | 'en') =>
        parseLegalMarkdown(policyTemplates(lang).find((t) => t.id === id)!.text).filter((b) => b.type === 'heading')
          .length;
      expect(count('en'), id).toBe(count('de'));
    }
  });
});
