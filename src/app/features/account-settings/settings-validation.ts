import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import { CompanyPatch } from '#shared/api/companies.ts';
import type { Salutation } from '#shared/constants.ts';
import { isValidPolicyNumber } from '#shared/rules/policy-number.ts';
import { email as checkEmail, required, type Errors } from '../../components/validation.ts';

/** The field checks of /account-settings (docs/product.md §5), for comfort: the server checks again. */

export type OwnData = {
  salutation: Salutation | '';
  firstname: string;
  lastname: string;
  email: string;
  /** The e-mail typed again; needed only when the e-mail changes. */
  emailConfirmation: string;
  /** Asked only when the address changes (decision 066). */
  emailPassword: string;
};
export type CompanyData = {
  companyName: string;
  street: string;
  postCode: string;
  city: string;
  phoneNumber: string;
  insuranceNumber: string;
  /** Digits as typed; empty means "not declared". */
  employeeCount: string;
};
export type SettingsField = keyof OwnData | keyof CompanyData;

// The company fields' rules live once, in the shared contract.
const companyFields = CompanyPatch.pipe[0].entries;
const PostCode = companyFields.address.wrapped.entries.postCode.wrapped;
const PhoneNumber = companyFields.phoneNumber.wrapped;
const EmployeeCount = companyFields.employeeCount.wrapped;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** People type "as-…" as often as "AS-…"; the number itself is what counts. */
export const normalizePolicyNumber = (value: string) => value.trim().toUpperCase();

/** The policy-number rule (AS- and 10 digits, no placeholder), checked as the person types. */
export function policyNumber(value: string, { whenEmpty }: { whenEmpty: 'required' | 'allowed' }) {
  const normalized = normalizePolicyNumber(value);
  if (!normalized) return whenEmpty === 'required' ? required(normalized) : undefined;
  return isValidPolicyNumber(normalized)
    ? undefined
    : t({
        id: 'settings.insurance_number_invalid',
        message:
          'Die Versicherungsnummer muss aus „AS-“ und genau 10 Ziffern bestehen und darf keine Platzhalternummer sein.',
      });
}

/** A changed e-mail must be typed a second time, identically (docs/product.md §5). */
export function emailConfirmation(values: Pick<OwnData, 'email' | 'emailConfirmation'>, storedEmail: string) {
  if (sameEmail(values.email, storedEmail)) return undefined;
  return (
    required(values.emailConfirmation) ??
    (sameEmail(values.email, values.emailConfirmation)
      ? undefined
      : t({ id: 'validation.email_confirmation', message: 'Die E-Mail-Adressen stimmen nicht überein.' }))
  );
}

export const emailChanged = (email: string, storedEmail: string) => !sameEmail(email, storedEmail);

export function checkOwnData(values: OwnData, storedEmail: string, { salutationRequired = false } = {}) {
  return {
    salutation:
      salutationRequired && !values.salutation
        ? t({ id: 'validation.salutation', message: 'Bitte wählen Sie eine Anrede.' })
        : undefined,
    firstname: required(values.firstname),
    lastname: required(values.lastname),
    email: checkEmail(values.email),
    emailConfirmation: emailConfirmation(values, storedEmail),
    emailPassword: sameEmail(values.email, storedEmail) ? undefined : required(values.emailPassword),
  } satisfies Errors<keyof OwnData>;
}

/** Everything the completeness rule needs is required; the employee count is optional. */
export function checkCompanyData(values: CompanyData) {
  return {
    companyName: required(values.companyName),
    street: required(values.street),
    postCode:
      required(values.postCode) ??
      (v.is(PostCode, values.postCode.trim())
        ? undefined
        : t({ id: 'validation.post_code', message: 'Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein.' })),
    city: required(values.city),
    phoneNumber:
      required(values.phoneNumber) ??
      (v.is(PhoneNumber, values.phoneNumber.trim())
        ? undefined
        : t({
            id: 'validation.phone',
            message: 'Bitte geben Sie eine Telefonnummer aus Ziffern ein (erlaubt sind auch +, /, - und Klammern).',
          })),
    insuranceNumber: policyNumber(values.insuranceNumber, { whenEmpty: 'required' }),
    employeeCount: values.employeeCount.trim()
      ? /^\d+$/.test(values.employeeCount.trim()) && v.is(EmployeeCount, Number(values.employeeCount.trim()))
        ? undefined
        : t({ id: 'validation.employee_count', message: 'Bitte geben Sie eine ganze Zahl ab 1 ein.' })
      : undefined,
  } satisfies Errors<keyof CompanyData>;
}

/** The PATCH /company/{id} body of the form's values. */
export function companyPatch(values: CompanyData) {
  const count = values.employeeCount.trim();
  return {
    companyName: values.companyName.trim(),
    address: { street: values.street.trim(), postCode: values.postCode.trim(), city: values.city.trim() },
    phoneNumber: values.phoneNumber.trim(),
    insuranceNumber: normalizePolicyNumber(values.insuranceNumber),
    employeeCount: count ? Number(count) : null,
  };
}
