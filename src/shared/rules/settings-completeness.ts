import { isFilledPolicyNumber } from './policy-number.ts';

export type SettingsForCompleteness = {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  salutation: string | null;
  company: {
    companyName: string | null;
    address: { street: string | null; postCode: string | null; city: string | null };
    phoneNumber: string | null;
    insuranceNumber: string | null;
  } | null;
};

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * An employer's settings are complete when names, e-mail, salutation, company name, full
 * address, phone number and a valid insurance number are filled (docs/product.md §5).
 * Until then the app keeps the employer on /account-settings.
 */
export function isSettingsComplete(settings: SettingsForCompleteness): boolean {
  const { company } = settings;
  return (
    filled(settings.firstname) &&
    filled(settings.lastname) &&
    filled(settings.email) &&
    filled(settings.salutation) &&
    company !== null &&
    filled(company.companyName) &&
    filled(company.address.street) &&
    filled(company.address.postCode) &&
    filled(company.address.city) &&
    filled(company.phoneNumber) &&
    isFilledPolicyNumber(company.insuranceNumber)
  );
}
