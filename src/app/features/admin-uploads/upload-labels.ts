import { t } from '@lingui/core/macro';
import type { EmployeeRowProblem } from '#shared/api/uploads.ts';

/** The row problems of a list (docs/product.md §5; EMPLOYEE_ROW_PROBLEMS in src/shared). */
export function rowProblemLabel(problem: EmployeeRowProblem): string {
  switch (problem) {
    case 'missingField':
      return t({ id: 'admin.upload.problem.missing_field', message: 'Angabe fehlt' });
    case 'invalidEmail':
      return t({ id: 'admin.upload.problem.invalid_email', message: 'E-Mail ungültig' });
    case 'invalidName':
      return t({ id: 'admin.upload.problem.invalid_name', message: 'Name ungültig' });
    case 'nameNotCapitalised':
      return t({ id: 'admin.upload.problem.not_capitalised', message: 'Name nicht großgeschrieben' });
    case 'duplicateEmail':
      return t({ id: 'admin.upload.problem.duplicate', message: 'Doppelt in der Liste' });
    case 'extraFields':
      return t({ id: 'admin.upload.problem.extra_fields', message: 'Weitere Werte in der Zeile' });
  }
}
