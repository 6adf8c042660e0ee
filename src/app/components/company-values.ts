import { t } from '@lingui/core/macro';
import { CompanyPatch, type Company } from '#shared/api/companies.ts';
import { schemaErrors } from './schema-errors.ts';
import type { Errors } from './validation.ts';

/** A company's data as its form holds it: texts as typed (the settings' and the admin's form). */
export type CompanyValues = {
  companyName: string;
  street: string;
  postCode: string;
  city: string;
  phoneNumber: string;
  insuranceNumber: string;
  /** Digits as typed; empty means "not declared". */
  employeeCount: string;
};
export type CompanyField = keyof CompanyValues;

export const companyValues = (company: Company): CompanyValues => ({
  companyName: company.companyName,
  street: company.address.street ?? '',
  postCode: company.address.postCode ?? '',
  city: company.address.city ?? '',
  phoneNumber: company.phoneNumber ?? '',
  insuranceNumber: company.insuranceNumber ?? '',
  employeeCount: company.employeeCount?.toString() ?? '',
});

/** People type "as-…" as often as "AS-…"; the number itself is what counts. */
export const normalizePolicyNumber = (value: string) => value.trim().toUpperCase();

/** The PATCH /company/{id} body: every field, empty texts clear; a count that is no number fails the schema. */
export function companyPatch(values: CompanyValues) {
  const count = values.employeeCount.trim();
  return {
    companyName: values.companyName.trim(),
    address: { street: values.street.trim(), postCode: values.postCode.trim(), city: values.city.trim() },
    phoneNumber: values.phoneNumber.trim(),
    insuranceNumber: normalizePolicyNumber(values.insuranceNumber),
    employeeCount: count === '' ? null : /^\d+$/.test(count) ? Number(count) : Number.NaN,
  };
}

export const insuranceNumberInvalid = () =>
  t({
    id: 'settings.insurance_number_invalid',
    message:
      'Die Versicherungsnummer muss aus „AS-“ und genau 10 Ziffern bestehen und darf keine Platzhalternummer sein.',
  });

/** The company rules of the shared schema (CompanyPatch), with their texts; `texts` words a field otherwise. */
export function companyErrors(values: CompanyValues, texts: Partial<Record<CompanyField, string>> = {}) {
  return schemaErrors<CompanyField>(CompanyPatch, companyPatch(values), {
    postCode: t({ id: 'validation.post_code', message: 'Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein.' }),
    phoneNumber: t({
      id: 'validation.phone',
      message: 'Bitte geben Sie eine Telefonnummer aus Ziffern ein (erlaubt sind auch +, /, - und Klammern).',
    }),
    insuranceNumber: insuranceNumberInvalid(),
    employeeCount: t({ id: 'validation.employee_count', message: 'Bitte geben Sie eine ganze Zahl ab 1 ein.' }),
    ...texts,
  }) satisfies Errors<CompanyField>;
}
