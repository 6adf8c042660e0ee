import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { CompanyPatch, type Company } from '#shared/api/companies.ts';
import { isApiError, serverMessage } from '../../api/api-error.ts';
import { FormField } from '../../components/form-field.tsx';
import { hasErrors, type Errors } from '../../components/validation.ts';
import { patchEmployer } from './api/employee-lists.ts';
import { policyholderKey, updateCompany } from './api/policyholder.ts';

type Field = 'companyName' | 'street' | 'postCode' | 'city' | 'phoneNumber' | 'insuranceNumber' | 'employeeCount';
type Values = Record<Field, string>;

const valuesOf = (company: Company): Values => ({
  companyName: company.companyName,
  street: company.address.street ?? '',
  postCode: company.address.postCode ?? '',
  city: company.address.city ?? '',
  phoneNumber: company.phoneNumber ?? '',
  insuranceNumber: company.insuranceNumber ?? '',
  employeeCount: company.employeeCount?.toString() ?? '',
});

/** The PATCH body: every field, empty texts clear (the admin may leave the insurance number empty). */
function patchOf(values: Values) {
  const count = values.employeeCount.trim();
  return {
    companyName: values.companyName.trim(),
    address: { street: values.street.trim(), postCode: values.postCode.trim(), city: values.city.trim() },
    phoneNumber: values.phoneNumber.trim(),
    insuranceNumber: values.insuranceNumber.trim().toUpperCase(),
    employeeCount: count === '' ? null : /^\d+$/.test(count) ? Number(count) : Number.NaN,
  };
}

/** The company's data (PATCH /company/{id}), checked here with the shared schema and again by the server. */
export function CompanyForm({ employerId, company }: { employerId: number; company: Company }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(company));
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [busy, setBusy] = useState(false);
  const messages: Record<Field, string> = {
    companyName: t({ id: 'validation.required', message: 'Bitte füllen Sie dieses Feld aus.' }),
    street: t({ id: 'admin.validation.too_long', message: 'Dieser Text ist zu lang.' }),
    city: t({ id: 'admin.validation.too_long', message: 'Dieser Text ist zu lang.' }),
    postCode: t({ id: 'validation.post_code', message: 'Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein.' }),
    phoneNumber: t({
      id: 'validation.phone',
      message: 'Bitte geben Sie eine Telefonnummer aus Ziffern ein (erlaubt sind auch +, /, - und Klammern).',
    }),
    insuranceNumber: t({
      id: 'settings.insurance_number_invalid',
      message:
        'Die Versicherungsnummer muss aus „AS-“ und genau 10 Ziffern bestehen und darf keine Platzhalternummer sein.',
    }),
    employeeCount: t({ id: 'validation.employee_count', message: 'Bitte geben Sie eine ganze Zahl ab 1 ein.' }),
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const patch = patchOf(values);
    const parsed = v.safeParse(CompanyPatch, patch);
    const found: Errors<Field> = {};
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const field = (v.getDotPath(issue) ?? '').split('.').at(-1) as Field;
        if (field in messages) found[field] = messages[field];
      }
    }
    setErrors(found);
    if (hasErrors(found) || !parsed.success) return;
    setBusy(true);
    try {
      const saved = await updateCompany(company.id, parsed.output);
      patchEmployer(queryClient, employerId, (row) => ({
        ...row,
        ownsOneCompany: row.ownsOneCompany && {
          ...row.ownsOneCompany,
          companyName: saved.companyName,
          insuranceNumber: saved.insuranceNumber,
        },
      }));
      await queryClient.invalidateQueries({ queryKey: policyholderKey(employerId) });
      toast.success(t({ id: 'admin.saved', message: 'Die Änderungen sind gespeichert.' }));
    } catch (error) {
      if (isApiError(error) && error.code === 'INSURANCE_NUMBER_INVALID') setErrors({ insuranceNumber: error.message });
      toast.error(serverMessage(error, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' })));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, props: { inputMode?: 'numeric' | 'tel'; autoComplete?: string } = {}) => (
    <FormField
      label={label}
      name={name}
      value={values[name]}
      error={errors[name]}
      autoComplete="off"
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      {...props}
    />
  );

  return (
    <section className="card" aria-labelledby="company-title">
      <h2 id="company-title">{t({ id: 'admin.company.title', message: 'Unternehmen' })}</h2>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {field('companyName', t({ id: 'register.company_name', message: 'Name des Unternehmens' }))}
        {field('street', t({ id: 'admin.company.street', message: 'Straße und Hausnummer' }))}
        <div className="form-grid">
          {field('postCode', t({ id: 'admin.company.post_code', message: 'Postleitzahl' }), { inputMode: 'numeric' })}
          {field('city', t({ id: 'admin.company.city', message: 'Ort' }))}
        </div>
        <div className="form-grid">
          {field('phoneNumber', t({ id: 'admin.company.phone', message: 'Telefonnummer' }), { inputMode: 'tel' })}
          {field('employeeCount', t({ id: 'admin.company.employee_count', message: 'Zahl der Mitarbeitenden' }), {
            inputMode: 'numeric',
          })}
        </div>
        {field(
          'insuranceNumber',
          t({ id: 'admin.company.insurance_number', message: 'Versicherungsnummer (AS- und 10 Ziffern)' }),
        )}
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            {t({ id: 'admin.company.save', message: 'Unternehmen speichern' })}
          </button>
        </div>
      </form>
    </section>
  );
}
