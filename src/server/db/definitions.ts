import { callerChanges } from './definitions/caller-changes.ts';
import type { DefinitionGroup } from './definitions/definition.ts';
import { reminderChecks } from './definitions/reminder-checks.ts';
import { saves } from './definitions/saves.ts';
import { statistics } from './definitions/statistics.ts';
import { validUntil } from './definitions/valid-until.ts';

/**
 * Every function and trigger of the database, in its current form (docs/decisions/092-database-definitions.md).
 * In order of use: a plain-SQL function is checked when it is made, so what it calls comes first.
 */
export const definitionGroups: readonly DefinitionGroup[] = [
  validUntil,
  statistics,
  saves,
  callerChanges,
  reminderChecks,
];

/**
 * Raised with every change to a definition: a database takes the definitions of a higher revision
 * than it holds, and leaves a lower one alone (a previous release starting during a rolling
 * upgrade). The checksum is of the definitions' text; a test fails when it no longer matches, so a
 * change cannot ship under an old number.
 */
export const DEFINITIONS_REVISION = {
  number: 2,
  checksum: 'cedacb40f1ef47815ba6c23410ee405887caf73e22fb0f14a18f9e964961367f',
};
