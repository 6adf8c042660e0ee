import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LANGS, type Lang } from '#shared/constants.ts';
import { isApiError, serverMessage } from '../../api/api-error.ts';
import { Dialog } from '../../components/dialog.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormField } from '../../components/form-field.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { email as checkEmail, hasErrors, required, type Errors } from '../../components/validation.ts';
import { adminsQuery, createAdmin } from './api/admins.ts';

type Values = { firstname: string; lastname: string; email: string; lang: Lang };
const EMPTY: Values = { firstname: '', lastname: '', email: '', lang: 'de' };

/** POST /employee/create-admin: names, address and the language of the mail with the link. */
export function CreateAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors<'firstname' | 'lastname' | 'email'>>({});
  const [busy, setBusy] = useState(false);
  const langId = useId();
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      firstname: required(values.firstname),
      lastname: required(values.lastname),
      email: checkEmail(values.email),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const created = await createAdmin({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        lang: values.lang,
      });
      const address = created.email;
      toast.success(
        t({ id: 'admin.admins.created', message: `Der Administrator ist angelegt; der Link ging an ${address}.` }),
      );
      await queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey });
      close();
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_ALREADY_EXISTS') setErrors({ email: error.message });
      toast.error(serverMessage(error, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' })));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} title={t({ id: 'admin.admins.create', message: 'Administrator anlegen' })}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <NameFields values={values} errors={errors} onChange={setValues} />
        <FormField
          label={t({ id: 'login.email', message: 'E-Mail-Adresse' })}
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <div className="field">
          <label htmlFor={langId}>{t({ id: 'admin.admins.lang', message: 'Sprache der E-Mail' })}</label>
          <select
            id={langId}
            name="lang"
            value={values.lang}
            onChange={(event) => setValues({ ...values, lang: event.target.value as Lang })}
          >
            {LANGS.map((lang) => (
              <option key={lang} value={lang}>
                {lang === 'de'
                  ? t({ id: 'admin.lang.de', message: 'Deutsch' })
                  : t({ id: 'admin.lang.en', message: 'Englisch' })}
              </option>
            ))}
          </select>
        </div>
        <DialogActions
          submitLabel={t({ id: 'admin.admins.create_submit', message: 'Anlegen und Link senden' })}
          busy={busy}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
