import type { EmployeeFilter, EmployeeWhere } from '#shared/api/admin-filter.ts';
import type { AdminCompanySummary, AdminEmployee } from '#shared/api/admin-employees.ts';
import type { CustomerRole } from '#shared/constants.ts';
import type { Db } from '../db/database.ts';
import { countCustomers, findCustomerPage } from './customers.repository.ts';
import { findOwnedCompanies } from './employers.repository.ts';
import { trainingColumns } from './training-status.ts';
import { findTrainingStatus } from './training-status.repository.ts';

/**
 * The customer lists of the admin by the parsed LoopBack filter (src/shared/api/admin-filter.ts);
 * customers.repository.ts turns the filter into SQL. Admins are never part of it.
 */

/** How many customers match the filter's condition. */
export function countEmployees(db: Db, where: EmployeeWhere): Promise<number> {
  return countCustomers(db, where);
}

/** One page of customers, with the companies the employers among them own if the filter asks for them. */
export async function listEmployees(db: Db, filter: EmployeeFilter): Promise<AdminEmployee[]> {
  const rows = await findCustomerPage(db, filter);

  const companies = new Map<number, AdminCompanySummary>();
  if (filter.includeCompany && rows.length > 0) {
    const owned = await findOwnedCompanies(
      db,
      rows.map((row) => row.id),
    );
    const training = new Map(
      (
        await findTrainingStatus(
          db,
          owned.map((company) => company.id),
        )
      ).map((row) => [row.company_id, row]),
    );
    for (const company of owned) {
      companies.set(company.owner_id!, {
        id: company.id,
        companyName: company.company_name,
        insuranceNumber: company.insurance_number,
        blocked: company.blocked_at !== null,
        companyCertificateIssuedAt: company.certificate_issued_at
          ? new Date(company.certificate_issued_at).toISOString()
          : null,
        ...trainingColumns(training.get(company.id)),
      });
    }
  }
  return rows.map((row) => ({
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    salutation: row.salutation,
    email: row.email,
    role: row.role as CustomerRole,
    companyId: row.company_id ?? 0,
    active: row.active,
    locked: row.locked_at !== null,
    isFirstLogin: row.is_first_login,
    createdAt: row.created_at.toISOString(),
    orderProcessingAccepted: row.order_processing_accepted_at !== null,
    ...(filter.includeCompany ? { ownsOneCompany: companies.get(row.id) ?? null } : {}),
  }));
}
