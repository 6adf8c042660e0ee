import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_MEGABYTES } from '#shared/api/uploads.ts';
import {
  CERTIFICATE_MIN_COURSES,
  COMPANY_RESET_INTERVAL_DAYS,
  DIGEST_LAPSE_DAYS,
  EMAIL_CONFIRM_HOURS,
  EMAIL_REPORT_DAYS,
  INVITATION_DAYS,
  PASSWORD_MIN_LENGTH,
  QUIZ_PASS_PERCENT,
  QUIZ_QUESTIONS_PER_ATTEMPT,
  RESET_LINK_MINUTES,
  TEMPORARY_PASSWORD_DAYS,
  UPLOAD_MIN_EMPLOYEES,
} from '#shared/constants.ts';

/**
 * A rule's number is said where the rule lives (constants.ts), and every text that tells it to a
 * person interpolates it: the screens' catalogues and the mails the server writes. A number
 * restated by hand would stay behind when the rule changes.
 */
const DAYS = ['Tag', 'Tage', 'Tagen', 'day', 'days'];
const RULES: Array<[number, string[]]> = [
  [INVITATION_DAYS, DAYS],
  [COMPANY_RESET_INTERVAL_DAYS, DAYS],
  [DIGEST_LAPSE_DAYS, DAYS],
  [TEMPORARY_PASSWORD_DAYS, DAYS],
  [EMAIL_REPORT_DAYS, DAYS],
  [EMAIL_CONFIRM_HOURS, ['Stunden', 'hours']],
  [RESET_LINK_MINUTES, ['Minuten', 'minutes']],
  [PASSWORD_MIN_LENGTH, ['Zeichen', 'characters']],
  [UPLOAD_MAX_MEGABYTES, ['MB']],
  [UPLOAD_MIN_EMPLOYEES, ['Mitarbeitende', 'Mitarbeitenden', 'Beschäftigte', 'employees']],
  [CERTIFICATE_MIN_COURSES, ['Kurse', 'Kursen', 'courses']],
  [QUIZ_QUESTIONS_PER_ATTEMPT, ['Fragen', 'questions']],
  [QUIZ_PASS_PERCENT, ['%', 'Prozent', 'percent']],
];

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The rule numbers a text states as literals. */
function restated(text: string): number[] {
  return RULES.filter(([value, units]) =>
    new RegExp(`(^|[^\\d.,])${value}\\s?(${units.join('|')})(?![\\p{L}])`, 'u').test(text),
  ).map(([value]) => value);
}

describe('rule numbers in what people read', () => {
  it('are interpolated in the screens’ catalogues', () => {
    const found = ['de', 'en'].flatMap((lang) =>
      read(`locales/${lang}/messages.po`)
        .split('\n')
        .filter((line) => line.startsWith('msgstr'))
        .flatMap((line) => restated(line).map((value) => `${lang}: ${value} in ${line}`)),
    );
    expect(found).toEqual([]);
  });

  it('are interpolated in the mails', () => {
    const found = ['src/server/mail/templates.ts', 'src/server/reminders/reminder-mails.ts'].flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .flatMap((line) => restated(line).map((value) => `${file}: ${value} in ${line.trim()}`)),
    );
    expect(found).toEqual([]);
  });

  it('tells a restated number from an interpolated one', () => {
    expect(restated(`Der Link ist ${INVITATION_DAYS} Tage gültig.`)).toContain(INVITATION_DAYS);
    expect(restated(`höchstens ${UPLOAD_MAX_MEGABYTES} MB`)).toContain(UPLOAD_MAX_MEGABYTES);
    expect(restated('Der Link ist {INVITATION_DAYS} Tage gültig, höchstens {UPLOAD_MAX_MEGABYTES} MB.')).toEqual([]);
  });
});
