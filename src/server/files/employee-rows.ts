import * as v from 'valibot';
import { Email, NOT_IN_ONE_LINE } from '#shared/api/common.ts';
import {
  EMPLOYEE_LIST_COLUMNS,
  EMPLOYEE_LIST_HEADER_WORDS,
  EMPLOYEE_ROW_PROBLEMS,
  type EmployeeListColumn,
  type EmployeeListRow,
  type EmployeeRowProblem,
  type UploadProblemCounts,
} from '#shared/api/uploads.ts';
import { UploadRefused } from './upload-refusal.ts';
import type { TableRow } from './table-rows.ts';

export type ColumnIndexes = Record<EmployeeListColumn, number>;

/** The longest name the invitation form accepts (`Name` in src/shared/api/common.ts). */
const NAME_MAX_LENGTH = 100;
const CAPITALISED = /^[\p{Lu}\p{Lt}]/u;

/** "E-Mail", "e_mail" and " EMAIL " are one word: no case, spaces, "-", "_" or ".". */
const headerWord = (cell: string) =>
  cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_.]/g, '');

function columnNamed(cell: string): EmployeeListColumn | undefined {
  const word = headerWord(cell);
  return EMPLOYEE_LIST_COLUMNS.find((column) => EMPLOYEE_LIST_HEADER_WORDS[column].includes(word));
}

/**
 * Finds the three columns in the header row, in any order, German or English words. Anything
 * else in the header refuses the file: the list is stored as it is, so it may carry no more
 * personal data than the three fields the portal needs (data minimisation, GDPR Art. 5).
 */
export function columnIndexes(header: TableRow): ColumnIndexes {
  const cells = header.cells.map((cell) => cell.trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  if (cells.length === 1 && /[,\t|]/.test(cells[0]!)) throw new UploadRefused('separator');
  const found = new Map<EmployeeListColumn, number>();
  const unknown: string[] = [];
  const doubled: string[] = [];
  cells.forEach((cell, index) => {
    const column = columnNamed(cell);
    if (!column) unknown.push(cell || `#${index + 1}`);
    else if (found.has(column)) doubled.push(cell);
    else found.set(column, index);
  });
  // No known word at all: most likely the header row is missing, so say which columns it needs.
  if (found.size === 0) throw new UploadRefused('missingColumns', { missing: [...EMPLOYEE_LIST_COLUMNS] });
  if (unknown.length > 0) throw new UploadRefused('unknownColumns', { columns: unknown });
  if (doubled.length > 0) throw new UploadRefused('duplicateColumns', { columns: doubled });
  const missing = EMPLOYEE_LIST_COLUMNS.filter((column) => !found.has(column));
  if (missing.length > 0) throw new UploadRefused('missingColumns', { missing });
  return { firstname: found.get('firstname')!, lastname: found.get('lastname')!, email: found.get('email')! };
}

function nameProblem(name: string): EmployeeRowProblem | undefined {
  if (name.length > NAME_MAX_LENGTH || NOT_IN_ONE_LINE.test(name)) return 'invalidName';
  if (!CAPITALISED.test(name)) return 'nameNotCapitalised';
  return undefined;
}

/**
 * Reads each data row into a person and names what is wrong with it (docs/product.md §5: all three
 * fields, a valid e-mail, names with a capital first letter; and each e-mail once per file). The
 * first row with an address keeps it; later rows with the same address are the duplicates.
 */
export function employeeRows(rows: TableRow[], columns: ColumnIndexes): EmployeeListRow[] {
  const width = Math.max(columns.firstname, columns.lastname, columns.email) + 1;
  const seen = new Set<string>();
  return rows.map((row) => {
    const field = (index: number) => (row.cells[index] ?? '').trim();
    const firstname = field(columns.firstname);
    const lastname = field(columns.lastname);
    let email = field(columns.email);
    const problems = new Set<EmployeeRowProblem>();
    if (!firstname || !lastname || !email) problems.add('missingField');
    for (const name of [firstname, lastname]) {
      const problem = name ? nameProblem(name) : undefined;
      if (problem) problems.add(problem);
    }
    if (email) {
      const parsed = v.safeParse(Email, email);
      if (!parsed.success) problems.add('invalidEmail');
      else {
        email = parsed.output;
        if (seen.has(email)) problems.add('duplicateEmail');
        seen.add(email);
      }
    }
    if (row.cells.slice(width).some((cell) => cell.trim() !== '')) problems.add('extraFields');
    const listed = EMPLOYEE_ROW_PROBLEMS.filter((problem) => problems.has(problem));
    return { line: row.line, firstname, lastname, email, problems: listed };
  });
}

export function countProblems(rows: EmployeeListRow[]): UploadProblemCounts {
  const counts: UploadProblemCounts = {
    rows: 0,
    missingField: 0,
    invalidEmail: 0,
    invalidName: 0,
    nameNotCapitalised: 0,
    duplicateEmail: 0,
    extraFields: 0,
  };
  for (const row of rows) {
    if (row.problems.length > 0) counts.rows++;
    for (const problem of row.problems) counts[problem]++;
  }
  return counts;
}
