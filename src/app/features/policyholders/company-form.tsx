import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { Company } from '#shared/api/companies.ts';
import { companyErrors, companyPatch, companyValues, type CompanyField } from '../../components/company-values.ts';
import { FormField } from '../../components/form-field.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { patchEmployer } from '../../api/customer-lists.ts';
import { policyholderKey, updateCompany } from './api/policyholder.ts';

type Field = CompanyField;

/** The company's data (PATCH /company/{id}), checked here with the shared schema and again by the server. */
export function CompanyForm({ employerId, company }: { employerId: number; company: Company }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => companyValues(company));
  const save = useMutation({
    mutationFn: () => updateCompany(company.id, companyPatch(values)),
    onSuccess: async (saved) => {
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
    },
  });
  // The admin may leave every field but the name empty (the insurance number too).
  const tooLong = t({ id: 'admin.validation.too_long', message: 'Dieser Text ist zu lang.' });
  const { ref, errors, onSubmit } = useFormSubmit<Field>({
    check: () =>
      companyErrors(values, {
        companyName: t({ id: 'validation.required', message: 'Bitte füllen Sie dieses Feld aus.' }),
        street: tooLong,
        city: tooLong,
      }),
    send: () => save.mutateAsync(),
    fieldCodes: { INSURANCE_NUMBER_INVALID: 'insuranceNumber' },
  });

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
      <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
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
          <button type="submit" className="button" disabled={save.isPending}>
            {t({ id: 'admin.company.save', message: 'Unternehmen speichern' })}
          </button>
        </div>
      </form>
    </section>
  );
}
