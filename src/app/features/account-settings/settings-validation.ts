import { t } from '@lingui/core/macro';
import type { Salutation } from '#shared/constants.ts';
import { isValidPolicyNumber } from '#shared/rules/policy-number.ts';
import {
  companyErrors,
  insuranceNumberInvalid,
  normalizePolicyNumber,
  type CompanyField,
  type CompanyValues,
} from '../../components/company-values.ts';
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
export type SettingsField = keyof OwnData | CompanyField;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The policy-number rule (AS- and 10 digits, no placeholder), checked as the person types. */
export function policyNumber(value: string, { whenEmpty }: { whenEmpty: 'required' | 'allowed' }) {
  const normalized = normalizePolicyNumber(value);
  if (!normalized) return whenEmpty === 'required' ? required(normalized) : undefined;
  return isValidPolicyNumber(normalized) ? undefined : insuranceNumberInvalid();
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

/**
 * The shared schema's company rules, and on top what complete settings need (docs/product.md R15):
 * every field but the employee count filled in.
 */
export function checkCompanyData(values: CompanyValues) {
  const rules = companyErrors(values);
  return {
    companyName: required(values.companyName) ?? rules.companyName,
    street: required(values.street) ?? rules.street,
    postCode: required(values.postCode) ?? rules.postCode,
    city: required(values.city) ?? rules.city,
    phoneNumber: required(values.phoneNumber) ?? rules.phoneNumber,
    insuranceNumber: policyNumber(values.insuranceNumber, { whenEmpty: 'required' }),
    employeeCount: rules.employeeCount,
  } satisfies Errors<CompanyField>;
}
