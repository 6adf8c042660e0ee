import { COMPANY_CERTIFICATE_MIN_PERCENT } from '../constants.ts';

/** The two figures the rule reads: people with an assigned course, and those who passed all of theirs. */
export type TrainedShare = { learners: number; fullyTrained: number };

/**
 * The share of fully trained learners in whole percent, rounded down (79.9 % is 79 %, never shown as
 * the 80 % it does not reach); 0 without learners.
 */
export function trainedPercent(share: TrainedShare): number {
  return share.learners === 0 ? 0 : Math.floor((share.fullyTrained * 100) / share.learners);
}

/**
 * Whether the company document is a certificate (decision 104): at least
 * COMPANY_CERTIFICATE_MIN_PERCENT of the learners passed every assigned course, counted exactly in
 * whole numbers. A company without learners has trained nobody: its document is an interim status.
 */
export function companyCertificateEarned(share: TrainedShare, minPercent = COMPANY_CERTIFICATE_MIN_PERCENT): boolean {
  return share.learners > 0 && share.fullyTrained * 100 >= minPercent * share.learners;
}
