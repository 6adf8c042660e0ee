import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { SALUTATIONS, type Lang, type Salutation } from '#shared/constants.ts';
import type { Employee, EmployeePatch } from '#shared/api/employees.ts';
import { EmailField } from '../../components/email-field.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { MailLanguageField } from '../../components/mail-language-field.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { email as checkEmail, required } from '../../components/validation.ts';
import { patchEmployer } from '../../api/customer-lists.ts';
import { policyholderKey, updateEmployee } from './api/policyholder.ts';

type Values = {
  salutation: Salutation | '';
  firstname: string;
  lastname: string;
  email: string;
  emailConfirmation: string;
  lang: Lang;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The employer's own data (PATCH /employee/{id}); a new e-mail address is typed twice (docs/product.md §5). */
export function EmployerForm({ employer }: { employer: Employee }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    salutation: employer.salutation ?? '',
    firstname: employer.firstname,
    lastname: employer.lastname,
    email: employer.email,
    emailConfirmation: '',
    lang: employer.lang,
  });
  const salutationId = useId();
  const emailChanged = !same(values.email, employer.email);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const save = useMutation({
    mutationFn: (patch: EmployeePatch) => updateEmployee(employer.id, patch),
    onSuccess: async (saved) => {
      patchEmployer(queryClient, employer.id, (row) => ({
        ...row,
        firstname: saved.firstname,
        lastname: saved.lastname,
        email: saved.email,
      }));
      await queryClient.invalidateQueries({ queryKey: policyholderKey(employer.id) });
      toast.success(t({ id: 'admin.saved', message: 'Die Änderungen sind gespeichert.' }));
    },
  });
  const { ref, errors, onSubmit } = useFormSubmit<keyof Values>({
    check: () => ({
      firstname: required(values.firstname),
      lastname: required(values.lastname),
      email: checkEmail(values.email),
      emailConfirmation:
        emailChanged && !same(values.email, values.emailConfirmation)
          ? t({ id: 'validation.email_confirmation', message: 'Die E-Mail-Adressen stimmen nicht überein.' })
          : undefined,
    }),
    send: () =>
      save.mutateAsync({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        salutation: values.salutation || null,
        lang: values.lang,
        ...(emailChanged ? { email: values.email.trim() } : {}),
      }),
    fieldCodes: { EMAIL_ALREADY_EXISTS: 'email' },
  });

  return (
    <section className="card" aria-labelledby="employer-title">
      <h2 id="employer-title">{t({ id: 'admin.employer.title', message: 'Arbeitgeber' })}</h2>
      <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={salutationId}>{t({ id: 'account_settings.salutation', message: 'Anrede' })}</label>
            <select id={salutationId} name="salutation" value={values.salutation} onChange={set('salutation')}>
              <option value="">{t({ id: 'admin.salutation.none', message: 'Keine Angabe' })}</option>
              {SALUTATIONS.map((salutation) => (
                <option key={salutation} value={salutation}>
                  {salutation === 'Herr'
                    ? t({ id: 'salutation.herr', message: 'Herr' })
                    : t({ id: 'salutation.frau', message: 'Frau' })}
                </option>
              ))}
            </select>
          </div>
          <MailLanguageField
            label={t({ id: 'admin.employer.lang', message: 'Sprache der E-Mails' })}
            value={values.lang}
            onChange={(lang) => setValues({ ...values, lang })}
          />
        </div>
        <NameFields values={values} errors={errors} onChange={setValues} autoComplete="off" grid />
        <EmailField values={values} errors={errors} onChange={setValues} autoComplete="off" />
        {emailChanged && (
          <EmailField
            values={values}
            errors={errors}
            onChange={setValues}
            autoComplete="off"
            name="emailConfirmation"
            label={t({ id: 'admin.employer.email_confirmation', message: 'Neue E-Mail-Adresse bestätigen' })}
          />
        )}
        <div className="button-row">
          <button type="submit" className="button" disabled={save.isPending}>
            {t({ id: 'admin.employer.save', message: 'Arbeitgeber speichern' })}
          </button>
        </div>
      </form>
    </section>
  );
}
