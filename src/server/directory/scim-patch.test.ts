import { describe, expect, it } from 'vitest';
import { parseFilter, parsePaging } from './scim-filter.ts';
import { patchOperations, userPatch } from './scim-patch.ts';

const patch = (Operations: unknown[]) => userPatch(patchOperations({ schemas: [], Operations }));

describe('a SCIM PATCH of a User', () => {
  it('reads Entra ID’s shapes: capitalised op, string booleans, paths, dotted names without path', () => {
    expect(
      patch([
        { op: 'Replace', path: 'active', value: 'False' },
        { op: 'Add', path: 'name.givenName', value: ' Erika ' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'ignored@example.de' },
        { op: 'Replace', value: { 'name.familyName': 'Muster', displayName: 'ignored' } },
      ]),
    ).toEqual({ active: false, firstname: 'Erika', lastname: 'Muster' });
  });

  it('reads Okta’s shapes: a value object with a real boolean', () => {
    expect(patch([{ op: 'replace', value: { active: true, userName: 'A@Example.de' } }])).toEqual({
      active: true,
      email: 'a@example.de',
    });
  });

  it('refuses what cannot be meant', () => {
    expect(() => patch([])).toThrow();
    expect(() => patch([{ op: 'move', path: 'active', value: true }])).toThrow();
    expect(() => patch([{ op: 'replace', path: 'active', value: 'vielleicht' }])).toThrow();
    expect(() => patch([{ op: 'remove', path: 'userName' }])).toThrow();
    expect(() => patch([{ op: 'replace', path: 'name.givenName', value: 'a\u0000b' }])).toThrow();
  });
});

describe('SCIM filters and paging', () => {
  it('takes one eq on a named attribute, in any case, and refuses the rest', () => {
    expect(parseFilter('username EQ "a\\"b@example.de"', ['userName'])).toEqual({
      attribute: 'userName',
      value: 'a"b@example.de',
    });
    expect(parseFilter(undefined, ['userName'])).toBeUndefined();
    for (const bad of [
      'userName co "a"',
      'title eq "x"',
      'userName eq "a" or userName eq "b"',
      'userName eq "\\u0000"',
    ]) {
      expect(() => parseFilter(bad, ['userName']), bad).toThrow();
    }
  });

  it('pages from 1 with at most 200', () => {
    expect(parsePaging(undefined, undefined)).toEqual({ offset: 0, limit: 100, startIndex: 1 });
    expect(parsePaging('0', '1000')).toEqual({ offset: 0, limit: 200, startIndex: 1 });
    expect(parsePaging('11', '-3')).toEqual({ offset: 10, limit: 0, startIndex: 11 });
  });
});
