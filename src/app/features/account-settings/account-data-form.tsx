import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentProps } from 'react';
import { toast } from '../../toasts/toast.ts';
import { useLocation } from 'wouter';
import type { Company } from '#shared/api/companies.ts';
import type { Employee, EmployeePatch } from '#shared/api/employees.ts';
import { isSettingsComplete } from '#shared/rules/settings-completeness.ts';
import { companyPatch, companyValues } from '../../components/company-values.ts';
import { FormField } from '../../components/form-field.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { useSaveAccountData } from './api/save-account-data.ts';
import { CompanyDataFields } from './company-data-fields.tsx';
import { SalutationField } from './salutation-field.tsx';
import {
  checkCompanyData,
  checkOwnData,
  emailChanged,
  type OwnData,
  type SettingsField,
} from './settings-validation.ts';

type FieldProps = Omit<ComponentProps<typeof FormField>, 'label' | 'name' | 'value' | 'error' | 'onChange'>;

const ownValues = (me: Employee): OwnData => ({
  salutation: me.salutation ?? '',
  firstname: me.firstname,
  lastname: me.lastname,
  email: me.email,
  emailConfirmation: '',
  emailPassword: '',
});

/**
 * The person's own data and, for the employer, the company's (docs/product.md §2, R14
 * and R15), saved together. An employer whose settings become complete goes on to the portal.
 */
export function AccountDataForm({ me, company }: { me: Employee; company?: Company | undefined }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const save = useSaveAccountData(me.id);
  const [own, setOwn] = useState(() => ownValues(me));
  const [firm, setFirm] = useState(() => (company ? companyValues(company) : undefined));
  const storedNumberInvalid = t({
    id: 'account_settings.stored_insurance_number_invalid',
    message:
      'Die gespeicherte Versicherungsnummer ist ungültig. Bitte tragen Sie Ihre Versicherungsnummer im Format „AS-“ und 10 Ziffern ein. Bis dahin kann kein Unternehmenszertifikat ausgestellt werden.',
  });
  const isEmployer = me.role === 'employer';
  const { ref, errors, setErrors, onSubmit } = useFormSubmit<SettingsField>({
    initialErrors: company?.insuranceNumberInvalid ? { insuranceNumber: storedNumberInvalid } : {},
    check: () => ({
      ...checkOwnData(own, me.email, { salutationRequired: isEmployer }),
      ...(firm ? checkCompanyData(firm) : {}),
    }),
    send,
    fieldCodes: {
      EMAIL_ALREADY_EXISTS: 'email',
      CURRENT_PASSWORD_WRONG: 'emailPassword',
      INSURANCE_NUMBER_INVALID: 'insuranceNumber',
    },
  });

  const ownField = (field: 'email' | 'emailConfirmation' | 'emailPassword', label: string, props: FieldProps = {}) => (
    <FormField
      label={label}
      name={field}
      value={own[field]}
      error={errors[field]}
      onChange={(event) => setOwn({ ...own, [field]: event.target.value })}
      {...props}
    />
  );
  async function send() {
    const wasComplete = company ? isSettingsComplete({ ...me, company }) : true;
    const patch: EmployeePatch = {
      firstname: own.firstname.trim(),
      lastname: own.lastname.trim(),
      ...(own.salutation ? { salutation: own.salutation } : {}),
      ...(emailChanged(own.email, me.email) ? { email: own.email.trim(), currentPassword: own.emailPassword } : {}),
    };
    const { savedMe, savedCompany } = await save.mutateAsync({
      own: patch,
      company: company && firm ? { id: company.id, patch: companyPatch(firm) } : undefined,
    });
    // A new address counts once confirmed (decision 066): the field shows the stored one again.
    setOwn((current) => ({ ...current, email: savedMe.email, emailConfirmation: '', emailPassword: '' }));
    toast.success(t({ id: 'account_settings.saved', message: 'Ihre Einstellungen wurden gespeichert.' }));
    if (savedMe.pendingEmail && savedMe.pendingEmail !== me.pendingEmail) {
      const pending = savedMe.pendingEmail;
      toast.info(
        t({
          id: 'account_settings.email_confirm_sent',
          message: `Bitte bestätigen Sie die neue Adresse über den Link, den wir an ${pending} gesendet haben.`,
        }),
      );
    }
    if (savedCompany && !wasComplete && isSettingsComplete({ ...savedMe, company: savedCompany })) {
      navigate('/', { replace: true });
    }
  }

  return (
    <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
      <fieldset className="fieldset">
        {firm && <legend>{t({ id: 'account_settings.own_data', message: 'Persönliche Daten' })}</legend>}
        <SalutationField
          value={own.salutation}
          onChange={(salutation) => setOwn({ ...own, salutation })}
          error={errors.salutation}
          required={isEmployer}
        />
        <NameFields values={own} errors={errors} onChange={setOwn} autoComplete="own" required grid />
        {ownField('email', t({ id: 'login.email', message: 'E-Mail-Adresse' }), {
          type: 'email',
          autoComplete: 'email',
          required: true,
        })}
        {emailChanged(own.email, me.email) &&
          ownField(
            'emailConfirmation',
            t({ id: 'account_settings.email_confirmation', message: 'Neue E-Mail-Adresse bestätigen' }),
            {
              type: 'email',
              autoComplete: 'off',
              required: true,
              hint: (
                <p className="hint">
                  {t({
                    id: 'account_settings.email_confirmation_hint',
                    message: 'Bitte geben Sie die neue E-Mail-Adresse zur Bestätigung noch einmal ein.',
                  })}
                </p>
              ),
            },
          )}
        {emailChanged(own.email, me.email) &&
          ownField('emailPassword', t({ id: 'account_settings.email_password', message: 'Ihr Passwort' }), {
            type: 'password',
            autoComplete: 'current-password',
            required: true,
            hint: (
              <p className="hint">
                {t({
                  id: 'account_settings.email_password_hint',
                  message:
                    'Zu Ihrer Sicherheit: Eine neue Adresse gilt erst, wenn Sie Ihr Passwort angeben und die Adresse über den Link bestätigen, den wir ihr senden.',
                })}
              </p>
            ),
          })}
      </fieldset>

      {firm && (
        <CompanyDataFields
          firm={firm}
          onChange={setFirm}
          errors={errors}
          onInsuranceNumberError={(insuranceNumber) => setErrors({ ...errors, insuranceNumber })}
        />
      )}
      <div className="button-row">
        <button className="button" type="submit" disabled={save.isPending}>
          {t({ id: 'account_settings.save', message: 'Speichern' })}
        </button>
      </div>
    </form>
  );
}
