import type { AdminCompanySummary, CompanyTrainingStatus } from '#shared/api/admin-employees.ts';
import { notFound } from '../core/errors.ts';
import type { Db } from '../db/database.ts';
import { foldCompanyChanges } from '../statistics/summary-folding.ts';
import { findOwnedCompanies } from './employers.repository.ts';
import { findCompanyOwnerId, findTrainingStatus, type TrainingStatusRow } from './training-status.repository.ts';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The list's training columns of one company. */
export const trainingColumns = (
  row: TrainingStatusRow | undefined,
): Pick<AdminCompanySummary, 'learners' | 'fullyTrained' | 'lastActivityAt'> => ({
  learners: row?.learners ?? 0,
  fullyTrained: row?.fully_trained ?? 0,
  lastActivityAt: iso(row?.last_activity_at ?? null),
});

/**
 * GET /admin/companies/{id}/training-status: the company's queued statistics changes folded first,
 * so the figures match its dashboard at this moment.
 */
export async function companyTrainingStatus(db: Db, companyId: number): Promise<CompanyTrainingStatus> {
  const company = await findCompanyOwnerId(db, companyId);
  if (!company) throw notFound();
  await foldCompanyChanges(db, companyId);
  const [status] = await findTrainingStatus(db, [companyId]);
  const [owned] = company.owner_id === null ? [] : await findOwnedCompanies(db, [company.owner_id]);
  const columns = trainingColumns(status);
  return {
    companyId,
    ...columns,
    fullyTrainedPercent: columns.learners === 0 ? null : Math.floor((columns.fullyTrained * 100) / columns.learners),
    companyCertificateIssuedAt: iso(owned?.certificate_issued_at ?? null),
  };
}
