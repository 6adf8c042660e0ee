import { describe, expect, it } from 'vitest';
import { spotOutcome } from './spot-rule.ts';

const part = (id: string, clue: boolean) => ({ id, clue });
const parts = [part('a', true), part('b', true), part('c', false), part('d', false), part('e', false)];

describe('spotOutcome', () => {
  it('is done with every warning sign and no harmless part, or one by mistake', () => {
    expect(spotOutcome(parts, new Set(['a', 'b'])).done).toBe(true);
    expect(spotOutcome(parts, new Set(['a', 'b', 'c']))).toMatchObject({ done: true, wrong: 1 });
  });
  it('is not done while a warning sign is missed', () => {
    expect(spotOutcome(parts, new Set(['a']))).toMatchObject({ done: false, missed: 1, tooMany: false });
  });
  it('is not done with two harmless parts marked, nor with every part', () => {
    expect(spotOutcome(parts, new Set(['a', 'b', 'c', 'd']))).toMatchObject({ done: false, tooMany: true });
    expect(spotOutcome(parts, new Set(parts.map((p) => p.id)))).toMatchObject({ done: false, found: 2, wrong: 3 });
  });
  it('allows no slip when the only harmless part would be all of them', () => {
    const two = [part('a', true), part('b', false)];
    expect(spotOutcome(two, new Set(['a', 'b']))).toMatchObject({ done: false, tooMany: true });
    expect(spotOutcome(two, new Set(['a'])).done).toBe(true);
  });
});
