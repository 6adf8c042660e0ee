import * as v from 'valibot';
import { LANGS, PASSWORD_MAX_LENGTH, SALUTATIONS } from '../constants.ts';

/**
 * Characters a name typed into one line never needs: control characters (PostgreSQL refuses
 * U+0000), line and paragraph separators (a line break in a certificate), and the invisible
 * marks that turn the direction of text or hide in it (a name ending in "fdp.exe" shown as
 * "exe.pdf"). Joiners that some scripts need (U+200C, U+200D) stay allowed.
 */
export const NOT_IN_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

/** Text typed into one line (names, company names): none of the characters above. */
export const OneLine = v.check<string, string>(
  (text) => !NOT_IN_ONE_LINE.test(text),
  'no control, line-break or text-direction characters',
);
/**
 * Text of several lines (a policy, a purpose): line breaks and tabs are fine, other control
 * characters (PostgreSQL refuses U+0000) and the text-direction marks above are not.
 */
export const NOT_IN_TEXT = /(?![\t\n\r])[\p{Cc}\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/u;
export const ManyLines = v.check<string, string>(
  (text) => !NOT_IN_TEXT.test(text),
  'no control or text-direction characters',
);
/** Trimmed text of a sensible length for names and similar fields. */
export const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100), OneLine);
/** An optional text that may be cleared with an empty string. */
export const OptionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max), OneLine);

/** E-mail addresses are compared case-insensitively and stored trimmed and lower-cased. */
export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email());

/** The strength rule needs zxcvbn, so schemas bound only the size; see rules/password.ts. */
export const Password = v.pipe(v.string(), v.minLength(1), v.maxLength(PASSWORD_MAX_LENGTH * 4));

export const Lang = v.picklist(LANGS);
export const Salutation = v.picklist(SALUTATIONS);

/** Numeric identifiers in paths. */
export const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647));
export const IdParam = v.object({ id: Id });

export const SuccessResponse = v.object({ success: v.literal(true) });
export type SuccessResponse = v.InferOutput<typeof SuccessResponse>;

/** yyyy-mm-dd of a day that exists (isoDate alone lets 2026-02-30 through), year 1 or later. */
const isCalendarDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return value >= '0001' && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};
export const CalendarDay = v.pipe(v.string(), v.isoDate(), v.check(isCalendarDay, 'not a day of the calendar'));

/** The instants a timestamp may name: the database stores no year before 1 and no sign before a year. */
const EARLIEST_INSTANT = Date.UTC(1970, 0, 1);
const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const isStorableInstant = (text: string) => {
  const time = new Date(text).getTime();
  return time >= EARLIEST_INSTANT && time <= LATEST_INSTANT;
};

/**
 * Timestamps travel as ISO 8601 strings. A device's clock may be wrong, but not before 1970 (a
 * clock that lost its time starts there) nor past year 9999: "0000-01-01T00:00:00+01:00" is
 * the year -1, which no database column takes.
 */
export const Timestamp = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check(isStorableInstant, 'a moment between 1970 and 9999'),
);
