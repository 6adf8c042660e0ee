import { createHash } from 'node:crypto';

/**
 * The k-anonymity range query of Have I Been Pwned's password API: only the first five hex
 * characters of the password's SHA-1 are sent; the answer lists the rest of every breached
 * password's hash that begins with them, and the match is made here.
 */
export function rangeKey(password: string): { prefix: string; suffix: string } {
  const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  return { prefix: hash.slice(0, 5), suffix: hash.slice(5) };
}

const LINE = /^([0-9A-F]{35}):(\d+)$/i;

/**
 * How often a range answer (lines `SUFFIX:COUNT`) counts the suffix: 0 when it is missing or a
 * padding line (count 0, asked for with `Add-Padding`), undefined when no line has that shape,
 * so that an error page answered with 200 is not read as "not breached" without a word.
 */
export function countInRange(answer: string, suffix: string): number | undefined {
  let understood = false;
  for (const line of answer.split('\n')) {
    const match = LINE.exec(line.trim());
    if (!match) continue;
    understood = true;
    if (match[1]!.toUpperCase() === suffix) return Number(match[2]);
  }
  return understood ? 0 : undefined;
}
