import { INVITATION_DAYS } from '#shared/constants.ts';
import { companyQuery, refreshCompany } from '../../api/queries.ts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { InviteEmployeeRequest } from '#shared/api/company-employees.ts';
import type { CourseSlug } from '#shared/courses.ts';
import { CheckboxField } from '../../components/form-field.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { schemaErrors } from '../../components/schema-errors.ts';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { CourseCheckboxes } from '../../components/course-checkboxes.tsx';
import { inviteEmployee } from './api/people.ts';
import { EmailField } from '../../components/email-field.tsx';

const EMPTY = { firstname: '', lastname: '', email: '', isManager: false };

/**
 * Invites a person: names, e-mail, manager or not, and the courses they get (POST
 * /employee/invite-employee). It starts from the company's onboarding courses, which every new
 * person gets anyway (decision 082): they are ticked and fixed, further courses are ticked here.
 * The page mounts it afresh for each invitation, so nothing of the last one is carried over.
 */
export function InviteDialog({ open, onClose, companyId }: { open: boolean; onClose: () => void; companyId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const { data: company } = useQuery({ ...companyQuery(companyId), enabled: companyId > 0 });
  const onboarding = company?.onboardingCourses ?? [];
  const [extra, setExtra] = useState<CourseSlug[]>([]);
  const courses = [...onboarding, ...extra.filter((slug) => !onboarding.includes(slug))];
  const body = () => ({ ...values, email: values.email.trim(), assignedCourseList: courses });
  const invite = useMutation({
    mutationFn: () => inviteEmployee(body()),
    onSuccess: async () => {
      const address = values.email.trim();
      toast.success(t({ id: 'users.invite.sent', message: `Die Einladung an ${address} ist unterwegs.` }));
      setValues(EMPTY);
      await refreshCompany(queryClient, companyId);
      await queryClient.invalidateQueries({ queryKey: ['courses'] });
      onClose();
    },
  });
  const { ref, errors, onSubmit } = useFormSubmit<'firstname' | 'lastname' | 'email'>({
    check: () => schemaErrors(InviteEmployeeRequest, body()),
    send: () => invite.mutateAsync(),
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t({ id: 'users.invite.title', message: 'Person einladen' })}
      formRef={ref}
      onSubmit={onSubmit}
      submitLabel={t({ id: 'users.invite.submit', message: 'Einladung senden' })}
      busy={invite.isPending}
    >
      <p className="hint">
        {t({
          id: 'users.invite.hint',
          message: `Die Person erhält eine E-Mail mit einem Link, über den sie ihr Passwort festlegt. Der Link ist ${INVITATION_DAYS} Tage gültig.`,
        })}
      </p>
      <NameFields values={values} errors={errors} onChange={setValues} />
      <EmailField values={values} errors={errors} onChange={setValues} />
      <CheckboxField
        name="isManager"
        checked={values.isManager}
        onChange={(isManager) => setValues({ ...values, isManager })}
        label={t({
          id: 'users.invite.is_manager',
          message: 'Als Führungskraft einladen (darf Mitarbeitende und Kurse verwalten)',
        })}
      />
      {onboarding.length > 0 && (
        <p className="hint">
          {t({
            id: 'users.invite.onboarding_hint',
            message:
              'Die Kurse für neue Mitarbeitende (unter „Kurse verwalten“) sind vorausgewählt und werden jeder neuen Person zugewiesen.',
          })}
        </p>
      )}
      <CourseCheckboxes
        legend={t({ id: 'users.invite.courses', message: 'Kurse zuweisen' })}
        value={extra}
        fixed={onboarding}
        onChange={setExtra}
      />
    </FormDialog>
  );
}
