import { sql } from 'kysely';
import type { DefinitionGroup } from './definition.ts';

/**
 * How long a pass or a company certificate counts (docs/decisions/081-training-cycles.md): its moment
 * plus whole calendar months in UTC, clamped at a month's end (31 January plus one month is 28 or
 * 29 February, same time of day). `validUntil` of src/shared/rules/training-validity.ts is the same
 * rule for the programs; tests/api/valid-until.test.ts holds the two equal. Plain SQL and immutable,
 * so PostgreSQL writes it into each query that calls it.
 */
export const validUntil: DefinitionGroup = {
  name: 'valid until',
  functions: [
    {
      name: 'valid_until',
      create: sql`
        create function valid_until(since timestamptz, months integer) returns timestamptz
        language sql immutable parallel safe as $fn$
          select (since at time zone 'UTC' + make_interval(months => months)) at time zone 'UTC'
        $fn$`,
    },
  ],
  triggers: [],
};
