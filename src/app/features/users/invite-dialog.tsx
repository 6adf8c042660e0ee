import { api } from '#shared/api/endpoints/index.ts';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { COURSE_SLUGS, type CourseSlug } from '#shared/courses.ts';
import { call } from '../../api/client.ts';
import { CheckboxField, FormField } from '../../components/form-field.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { email as checkEmail, hasErrors, required, type Errors } from '../../components/validation.ts';
import { serverMessage } from '../../api/api-error.ts';
import { CourseCheckboxes } from '../../components/course-checkboxes.tsx';

const EMPTY = { firstname: '', lastname: '', email: '', isManager: false };

/** Invites a person: names, e-mail, manager or not, and the courses they get (POST /employee/invite-employee). */
export function InviteDialog({ open, onClose, companyId }: { open: boolean; onClose: () => void; companyId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [courses, setCourses] = useState<CourseSlug[]>([...COURSE_SLUGS]);
  const [errors, setErrors] = useState<Errors<'firstname' | 'lastname' | 'email'>>({});
  const [busy, setBusy] = useState(false);

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
      await call(api.inviteEmployee, {
        body: { ...values, email: values.email.trim(), assignedCourseList: courses },
      });
      const address = values.email.trim();
      toast.success(t({ id: 'users.invite.sent', message: `Die Einladung an ${address} ist unterwegs.` }));
      setValues(EMPTY);
      await queryClient.invalidateQueries({ queryKey: ['company', companyId] });
      await queryClient.invalidateQueries({ queryKey: ['courses'] });
      onClose();
    } catch (error) {
      toast.error(serverMessage(error, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' })));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t({ id: 'users.invite.title', message: 'Person einladen' })}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="hint">
          {t({
            id: 'users.invite.hint',
            message:
              'Die Person erhält eine E-Mail mit einem Link, über den sie ihr Passwort festlegt. Der Link ist 14 Tage gültig.',
          })}
        </p>
        <NameFields values={values} errors={errors} onChange={setValues} />
        <FormField
          label={t({ id: 'login.email', message: 'E-Mail-Adresse' })}
          name="email"
          type="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
        <CheckboxField
          name="isManager"
          checked={values.isManager}
          onChange={(isManager) => setValues({ ...values, isManager })}
          label={t({
            id: 'users.invite.is_manager',
            message: 'Als Führungskraft einladen (darf Mitarbeitende und Kurse verwalten)',
          })}
        />
        <CourseCheckboxes
          legend={t({ id: 'users.invite.courses', message: 'Kurse zuweisen' })}
          value={courses}
          onChange={setCourses}
        />
        <DialogActions
          submitLabel={t({ id: 'users.invite.submit', message: 'Einladung senden' })}
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
