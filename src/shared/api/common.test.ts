import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Name } from './common.ts';

describe('names typed into one line', () => {
  it.each([
    ['a right-to-left override (fdp.exe shown as exe.pdf)', 'Person\u202Efdp.exe'],
    ['a line separator (a line break in a certificate)', 'Muster\u2028GmbH'],
    ['a paragraph separator', 'Muster\u2029GmbH'],
    ['a zero-width space', 'Mül\u200Bler'],
    ['a direction isolate', 'Berg\u2067x\u2069'],
    ['a byte-order mark', 'Be\uFEFFrg'],
    ['a control character', 'Berg\u0007'],
  ])('refuses %s', (_, name) => {
    expect(v.safeParse(Name, name).success).toBe(false);
  });

  it.each(['Jürgen Groß', 'O’Brien-Łukasiewicz', 'Zoë', 'محمد', 'می\u200Cخواهم', '👩\u200D💻 Team'])(
    'accepts %s',
    (name) => {
      expect(v.safeParse(Name, name).success).toBe(true);
    },
  );
});
