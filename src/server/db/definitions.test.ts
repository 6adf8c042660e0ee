import { describe, expect, it } from 'vitest';
import { definitionsChecksum } from './apply-definitions.ts';
import { DEFINITIONS_REVISION, definitionGroups } from './definitions.ts';

describe('database definitions', () => {
  it('ship under the revision their text was recorded with', () => {
    const checksum = definitionsChecksum();
    expect(
      checksum,
      `The definitions changed: raise DEFINITIONS_REVISION.number to ${DEFINITIONS_REVISION.number + 1} and record ` +
        `checksum '${checksum}' (db/definitions.ts), so that databases take the new form.`,
    ).toBe(DEFINITIONS_REVISION.checksum);
  });

  it('name each function and trigger once, and each trigger calls a declared function', () => {
    const functions = definitionGroups.flatMap((group) => group.functions.map((fn) => fn.name));
    const triggers = definitionGroups.flatMap((group) => group.triggers.map((trigger) => trigger.name));
    expect(new Set(functions).size).toBe(functions.length);
    expect(new Set(triggers).size).toBe(triggers.length);
    for (const group of definitionGroups) {
      for (const trigger of group.triggers) {
        const called = /execute function (\w+)\(/.exec(JSON.stringify(trigger.create.toOperationNode()))?.[1];
        expect(functions, trigger.name).toContain(called);
      }
    }
  });
});
