/**
 * When a spot exercise counts as done (docs/decisions/100-spot-exercise-done.md): every warning
 * sign found, and at most one harmless part marked by mistake, never all of them. Marking every
 * part therefore never passes.
 */
export function spotOutcome(parts: readonly { id: string; clue: boolean }[], marked: ReadonlySet<string>) {
  const clues = parts.filter((p) => p.clue);
  const harmless = parts.length - clues.length;
  const found = clues.filter((p) => marked.has(p.id)).length;
  const wrong = parts.filter((p) => !p.clue && marked.has(p.id)).length;
  const slipsAllowed = Math.max(0, Math.min(1, harmless - 1));
  const missed = clues.length - found;
  const tooMany = wrong > slipsAllowed;
  return { found, total: clues.length, wrong, missed, tooMany, done: missed === 0 && !tooMany };
}
