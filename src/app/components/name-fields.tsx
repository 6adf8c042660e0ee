import { useLingui } from '@lingui/react/macro';
import { FormField } from './form-field.tsx';

type Names = { firstname: string; lastname: string };

/** First and last name of a person, as the invite and edit forms ask for them. */
export function NameFields<T extends Names>({
  values,
  errors,
  onChange,
}: {
  values: T;
  errors: { firstname?: string | undefined; lastname?: string | undefined };
  onChange: (values: T) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <FormField
        label={t({ id: 'register.firstname', message: 'Vorname' })}
        name="firstname"
        value={values.firstname}
        error={errors.firstname}
        onChange={(e) => onChange({ ...values, firstname: e.target.value })}
      />
      <FormField
        label={t({ id: 'register.lastname', message: 'Nachname' })}
        name="lastname"
        value={values.lastname}
        error={errors.lastname}
        onChange={(e) => onChange({ ...values, lastname: e.target.value })}
      />
    </>
  );
}
