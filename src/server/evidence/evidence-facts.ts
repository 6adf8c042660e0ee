import type { EvidenceFacts } from '#shared/api/evidence.ts';
import { CUSTOMER_ROLES } from '#shared/constants.ts';
import { byCourseOrder } from '#shared/courses.ts';
import { isValidPolicyNumber } from '#shared/rules/policy-number.ts';
import { validUntil } from '#shared/rules/training-validity.ts';
import { aiLiteracyRecordAt } from '../ai-literacy/ai-literacy.repository.ts';
import { simulationParticipation } from '../certificates/simulation-participation.ts';
import type { Db } from '../db/database.ts';
import { findCompany } from '../identity/companies.repository.ts';
import { policyFiguresAt } from '../policies/policy-confirmations.repository.ts';
import { managementAt, trainingCoverageAt, type PersonCoverageRow } from './evidence.repository.ts';

/** People with a course, and those whose every course counted: overall or for one role. */
const coverage = (people: readonly PersonCoverageRow[]) => ({
  learners: people.length,
  fullyTrained: people.filter((person) => person.valid === person.courses).length,
});

/**
 * The facts of a company's evidence package at moment `at` of day `asOf` (decision 110), all read
 * from the rows: training per course, overall and by role; the named management with their last
 * pass; the AI-literacy record; policy confirmations; phishing simulations held (participation only).
 */
export async function evidenceFactsAt(
  db: Db,
  companyId: number,
  moment: { asOf: string; at: Date },
  months: number,
): Promise<EvidenceFacts | undefined> {
  const { asOf, at } = moment;
  const company = await findCompany(db, companyId);
  if (!company) return undefined;
  const [training, management, ai, policies, simulations] = await Promise.all([
    trainingCoverageAt(db, companyId, at, months),
    managementAt(db, companyId, at),
    aiLiteracyRecordAt(db, companyId, at, months),
    policyFiguresAt(db, companyId, at),
    simulationParticipation(db, companyId, at),
  ]);
  const insuranceNumber = company.insurance_number?.trim() ?? '';
  return {
    asOf,
    at: at.toISOString(),
    companyName: company.company_name,
    insuranceNumber: isValidPolicyNumber(insuranceNumber) ? insuranceNumber : null,
    validityMonths: months,
    training: {
      ...coverage(training.people),
      roles: CUSTOMER_ROLES.map((role) => ({
        role,
        ...coverage(training.people.filter((person) => person.role === role)),
      })).filter((entry) => entry.learners > 0),
      courses: [...training.courses].sort((a, b) => byCourseOrder(a.slug, b.slug)),
    },
    management: management.map((member) => {
      const end = member.passed_at ? validUntil(member.passed_at, months) : null;
      return {
        firstname: member.firstname,
        lastname: member.lastname,
        namedAt: member.named_at.toISOString(),
        passedAt: member.passed_at?.toISOString() ?? null,
        validUntil: end?.toISOString() ?? null,
        valid: end !== null && end > at,
      };
    }),
    aiLiteracy: {
      tools: ai.tools.map((tool) => ({ name: tool.name, purpose: tool.purpose })),
      people: ai.people.length,
      trained: ai.people.filter((person) => person.current).length,
    },
    policies: policies.map((policy) => ({
      title: policy.title,
      version: policy.version,
      assigned: policy.assigned,
      confirmed: policy.confirmed,
    })),
    simulations,
  };
}
