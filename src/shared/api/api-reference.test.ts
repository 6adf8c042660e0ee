import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiReference } from './api-reference.ts';
import { ENDPOINTS } from './endpoints/index.ts';

describe('docs/api.md', () => {
  const made = apiReference(ENDPOINTS);

  it('is made from the endpoint contract (run `npm run docs:api` after changing an endpoint)', () => {
    const file = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    expect(file).toBe(made);
  });

  it('lists every endpoint once, with who may call it', () => {
    for (const [, e] of ENDPOINTS) {
      const path = e.path.replace(/\{[^}]*\}/g, '').replace(/:([A-Za-z]+)/g, '{$1}');
      expect(made.split(`\`${e.method} ${path}\``).length - 1, `${e.method} ${path}`).toBe(1);
    }
    expect(made).toContain('| `POST /progress/save-progress` |');
    expect(made).toMatch(/`POST \/employee\/login` \|[^\n]*Anyone, no token needed/);
    expect(made).toMatch(/`GET \/statistics\/get-overall-stats` \|[^\n]*Signed in as: admin\./);
  });
});
