import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { UPLOAD_MIN_EMPLOYEES } from '#shared/constants.ts';
import type { CompanyField, CompanyValues } from '../../components/company-values.ts';
import { FormField } from '../../components/form-field.tsx';
import type { Errors } from '../../components/validation.ts';
import { policyNumber, type SettingsField } from './settings-validation.ts';

type FieldProps = Omit<ComponentProps<typeof FormField>, 'label' | 'name' | 'value' | 'error' | 'onChange'>;

/** The employer's company data in the account settings (docs/product.md R15): address, phone, insurance number, size. */
export function CompanyDataFields({
  firm,
  onChange,
  errors,
  onInsuranceNumberError,
}: {
  firm: CompanyValues;
  onChange: (firm: CompanyValues) => void;
  errors: Errors<SettingsField>;
  onInsuranceNumberError: (error: string | undefined) => void;
}) {
  const { t } = useLingui();
  const companyField = (field: CompanyField, label: string, props: FieldProps = {}) => (
    <FormField
      label={label}
      name={field}
      value={firm[field]}
      error={errors[field]}
      onChange={(event) => onChange({ ...firm, [field]: event.target.value })}
      required={field !== 'employeeCount'}
      {...props}
    />
  );
  return (
    <fieldset className="fieldset">
      <legend>{t({ id: 'account_settings.company', message: 'Unternehmen' })}</legend>
      {companyField('companyName', t({ id: 'register.company_name', message: 'Name des Unternehmens' }), {
        autoComplete: 'organization',
      })}
      {companyField('street', t({ id: 'account_settings.street', message: 'Straße und Hausnummer' }), {
        autoComplete: 'street-address',
      })}
      <div className="form-grid">
        {companyField('postCode', t({ id: 'account_settings.post_code', message: 'Postleitzahl' }), {
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          maxLength: 5,
        })}
        {companyField('city', t({ id: 'account_settings.city', message: 'Ort' }), {
          autoComplete: 'address-level2',
        })}
      </div>
      {companyField('phoneNumber', t({ id: 'account_settings.phone', message: 'Telefonnummer' }), {
        type: 'tel',
        autoComplete: 'tel',
      })}
      <FormField
        label={t({ id: 'account_settings.insurance_number', message: 'Versicherungsnummer' })}
        name="insuranceNumber"
        value={firm.insuranceNumber}
        error={errors.insuranceNumber}
        required
        autoComplete="off"
        spellCheck={false}
        placeholder="AS-"
        hint={
          <p className="hint">
            {t({
              id: 'account_settings.insurance_number_hint',
              message: '„AS-“ und 10 Ziffern, wie auf Ihrem Versicherungsschein.',
            })}
          </p>
        }
        onChange={(event) => {
          const insuranceNumber = event.target.value;
          onChange({ ...firm, insuranceNumber });
          // Checked as the person types (docs/product.md §5); empty is refused only on saving.
          onInsuranceNumberError(policyNumber(insuranceNumber, { whenEmpty: 'allowed' }));
        }}
      />
      {companyField(
        'employeeCount',
        t({ id: 'account_settings.employee_count', message: 'Anzahl der Mitarbeitenden' }),
        {
          inputMode: 'numeric',
          hint: (
            <p className="hint">
              {t({
                id: 'account_settings.employee_count_hint',
                message: `Freiwillig. Ab ${UPLOAD_MIN_EMPLOYEES} Mitarbeitenden können Sie Mitarbeiterlisten hochladen.`,
              })}
            </p>
          ),
        },
      )}
    </fieldset>
  );
}
