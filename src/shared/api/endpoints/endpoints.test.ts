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
});
