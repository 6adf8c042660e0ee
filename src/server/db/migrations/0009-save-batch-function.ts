/**
 * A batch of saves in one function call (docs/decisions/059-lean-save-path.md): this migration made
 * `save_progress_batch`. It is declared in db/definitions/saves.ts now; the migration keeps its
 * place in the history.
 */
export async function up(): Promise<void> {}
