import * as v from 'valibot';
import { email, required, type Errors } from './validation.ts';

/**
 * The field errors of a body the shared schema refuses, so the rules live once, in the contract.
 * Each issue counts at the field its path ends in (`address.postCode` at `postCode`), the first
 * one per field. Its text: the field's own in `messages`, else "required" for an empty value and
 * the e-mail text at a field `email`. Issues without a text are left to the server, which answers them.
 */
export function schemaErrors<F extends string>(
  schema: v.GenericSchema,
  body: unknown,
  messages: Partial<Record<F, string>> = {},
): Errors<F> {
  const parsed = v.safeParse(schema, body);
  const found: Errors<F> = {};
  for (const issue of parsed.issues ?? []) {
    const field = v.getDotPath(issue)?.split('.').at(-1) as F | undefined;
    if (!field || found[field]) continue;
    found[field] = messages[field] ?? textOf(issue, field);
  }
  return found;
}

function textOf(issue: v.BaseIssue<unknown>, field: string): string | undefined {
  if (issue.input === '' || issue.input === undefined) return required('');
  return field === 'email' ? email(String(issue.input)) : undefined;
}
