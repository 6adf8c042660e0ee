import type { RawBuilder } from 'kysely';

/**
 * The database's functions and triggers in their current form (docs/decisions/092-database-definitions.md).
 * The numbered migrations shape tables and move data; what runs inside the database is declared
 * once, here, and `applyDefinitions` puts exactly this set in place whenever the revision rises.
 */
export type DbFunction = { name: string; create: RawBuilder<unknown> };

export type DbTrigger = { name: string; table: string; create: RawBuilder<unknown> };

/** Functions and the triggers that call them, kept together by what they keep true. */
export type DefinitionGroup = {
  name: string;
  functions: readonly DbFunction[];
  triggers: readonly DbTrigger[];
  /** Derived rows to fill when the group's functions first arrive in a database that already holds data. */
  fillWhenNew?: RawBuilder<unknown>;
};
