import { validUntil } from '#shared/rules/training-validity.ts';

/**
 * Until when a certificate holds (docs/decisions/081-training-cycles.md). A personal certificate
 * states that every assigned course is passed: it holds until the first of its passes lapses. A
 * company certificate states the company's training on the day it was issued: it holds for one
 * validity period from that day, as a yearly proof for the insurer.
 */
export function personalCertificateEnd(courses: readonly { passedAt: string }[], months: number): string {
  const ends = courses.map((course) => validUntil(new Date(course.passedAt), months).getTime());
  return new Date(Math.min(...ends)).toISOString();
}

export function companyCertificateEnd(issuedAt: Date, months: number): string {
  return validUntil(issuedAt, months).toISOString();
}
