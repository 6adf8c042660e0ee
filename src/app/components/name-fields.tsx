import { useLingui } from '@lingui/react/macro';
import { FormField } from './form-field.tsx';

type Names = { firstname: string; lastname: string };

/**
 * First and last name of a person. `autoComplete` says whose names they are: `own` (the browser may
 * fill them in), `off` (someone else's); `grid` sets them side by side.
 */
export function NameFields<T extends Names>({
  values,
  errors,
  onChange,
  autoComplete,
  required,
  grid = false,
}: {
  values: T;
  errors: { firstname?: string | undefined; lastname?: string | undefined };
  onChange: (values: T) => void;
  autoComplete?: 'own' | 'off';
  required?: boolean;
  grid?: boolean;
}) {
  const { t } = useLingui();
  const field = (name: keyof Names, label: string, own: string) => (
    <FormField
      label={label}
      name={name}
      autoComplete={autoComplete === 'own' ? own : autoComplete}
      required={required}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => onChange({ ...values, [name]: e.target.value })}
    />
  );
  const fields = (
    <>
      {field('firstname', t({ id: 'register.firstname', message: 'Vorname' }), 'given-name')}
      {field('lastname', t({ id: 'register.lastname', message: 'Nachname' }), 'family-name')}
    </>
  );
  return grid ? <div className="form-grid">{fields}</div> : fields;
}
