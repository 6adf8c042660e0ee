/**
 * Every server instance keeps the callers of recent sessions in memory (docs/decisions/050-sessions-in-memory.md);
 * this migration made the triggers that tell every instance what changed. They are declared in
 * db/definitions/caller-changes.ts now; the migration keeps its place in the history.
 */
export async function up(): Promise<void> {}
