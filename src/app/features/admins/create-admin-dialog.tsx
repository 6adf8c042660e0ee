import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { CreateAdminRequest } from '#shared/api/admin-admins.ts';
import type { Lang } from '#shared/constants.ts';
import { FormDialog } from '../../components/form-dialog.tsx';
import { EmailField } from '../../components/email-field.tsx';
import { MailLanguageField } from '../../components/mail-language-field.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { schemaErrors } from '../../components/schema-errors.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { adminsQuery, createAdmin } from './api/admins.ts';

type Values = { firstname: string; lastname: string; email: string; lang: Lang };
const EMPTY: Values = { firstname: '', lastname: '', email: '', lang: 'de' };

/** POST /employee/create-admin: names, address and the language of the mail with the link. */
export function CreateAdminDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const body = () => ({ ...values, email: values.email.trim() });
  const create = useMutation({
    mutationFn: () => createAdmin(body()),
    onSuccess: async (created) => {
      const address = created.email;
      toast.success(
        t({ id: 'admin.admins.created', message: `Der Administrator ist angelegt; der Link ging an ${address}.` }),
      );
      await queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey });
      close();
    },
  });
  const { ref, errors, onSubmit, setErrors } = useFormSubmit<'firstname' | 'lastname' | 'email'>({
    check: () => schemaErrors(CreateAdminRequest, body()),
    send: () => create.mutateAsync(),
    fieldCodes: { EMAIL_ALREADY_EXISTS: 'email' },
  });
  function close() {
    setValues(EMPTY);
    setErrors({});
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t({ id: 'admin.admins.create', message: 'Administrator anlegen' })}
      formRef={ref}
      onSubmit={onSubmit}
      submitLabel={t({ id: 'admin.admins.create_submit', message: 'Anlegen und Link senden' })}
      busy={create.isPending}
    >
      <NameFields values={values} errors={errors} onChange={setValues} />
      <EmailField values={values} errors={errors} onChange={setValues} autoComplete="off" />
      <MailLanguageField
        label={t({ id: 'admin.admins.lang', message: 'Sprache der E-Mail' })}
        value={values.lang}
        onChange={(lang) => setValues({ ...values, lang })}
      />
    </FormDialog>
  );
}
