import { readFileSync, readdirSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpointKey, fillPath } from '../endpoint.ts';
import { ENDPOINTS } from './index.ts';

describe('the endpoint contract', () => {
  it('declares each method and path once', () => {
    const keys = ENDPOINTS.map(([, e]) => endpointKey(e));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a schema for every path parameter and no schema field that is not in the path', () => {
    for (const [name, e] of ENDPOINTS) {
      const inPath = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      const declared = e.params && 'entries' in e.params ? Object.keys(e.params.entries as object).sort() : [];
      expect(declared, name).toEqual(inPath);
    }
  });

  it('keeps JSON bodies and forms apart, and gives every endpoint a summary and a tag', () => {
    for (const [name, e] of ENDPOINTS) {
      expect(e.body !== undefined && e.form !== undefined, name).toBe(false);
      expect(e.summary.length, name).toBeGreaterThan(10);
      expect(e.tag, name).toMatch(/^[A-Z]/);
      if (e.method === 'GET') expect(e.body ?? e.form, name).toBeUndefined();
    }
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath('/company/:companyId{[0-9]+}/employees/:id{[0-9]+}', { companyId: 4, id: 12 })).toBe(
      '/company/4/employees/12',
    );
    expect(fillPath('/certificates/verify/:code', { code: 'A B/C' })).toBe('/certificates/verify/A%20B%2FC');
    expect(() => fillPath('/employee/:id', {})).toThrow(/id/);
    expect(v.is(v.string(), fillPath('/trainings', {}))).toBe(true);
  });

  it('declares each endpoint in the file named after the server folder that implements it', () => {
    const server = new URL('../../../server/', import.meta.url);
    const declaredIn = new Map<string, string>();
    for (const file of readdirSync(new URL('.', import.meta.url)).filter((f) => /^[a-z-]+\.ts$/.test(f))) {
      if (file === 'index.ts') continue;
      for (const match of readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(
        /^ {2}([a-zA-Z]+): endpoint\(/gm,
      ))
        declaredIn.set(match[1]!, file.replace(/\.ts$/, ''));
    }
    expect([...declaredIn.keys()].sort()).toEqual(ENDPOINTS.map(([name]) => name).sort());
    for (const [name, group] of declaredIn) {
      const routes = readdirSync(new URL(`${group}/`, server)).filter((f) => f.endsWith('.routes.ts'));
      const implemented = routes.some((f) =>
        new RegExp(`api\\.${name}\\b`).test(readFileSync(new URL(`${group}/${f}`, server), 'utf8')),
      );
      expect(implemented, `${name} is declared in endpoints/${group}.ts`).toBe(true);
    }
  });
});
