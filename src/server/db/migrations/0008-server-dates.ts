/**
 * The moments and figures a certificate and the statistics state are the server's
 * (docs/decisions/057-server-bounded-dates.md): this migration gave `save_progress` its floor and cap
 * for a device's dates. The function is declared in db/definitions/saves.ts now; the migration keeps
 * its place in the history.
 */
export async function up(): Promise<void> {}
