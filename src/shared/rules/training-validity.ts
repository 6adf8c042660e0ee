/**
 * How long a passed course counts (docs/decisions/081-training-cycles.md). Months are calendar
 * months in UTC, clamped at a month's end as PostgreSQL adds them to a timestamp: a pass on
 * 31 January with one month of validity lapses on 28 or 29 February at the same time of day.
 * The server's archiving (progress/training-cycles.ts) uses the same rule in SQL.
 */
export function validUntil(passedAt: Date, months: number): Date {
  const year = passedAt.getUTCFullYear();
  const month = passedAt.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(passedAt.getUTCDate(), lastDay),
      passedAt.getUTCHours(),
      passedAt.getUTCMinutes(),
      passedAt.getUTCSeconds(),
      passedAt.getUTCMilliseconds(),
    ),
  );
}

/** Whether a pass still counts at `now`. */
export function passStillValid(passedAt: Date, months: number, now: Date): boolean {
  return validUntil(passedAt, months) > now;
}
