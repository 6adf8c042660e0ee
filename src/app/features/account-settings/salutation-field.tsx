import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SALUTATIONS, type Salutation } from '#shared/constants.ts';

/** Herr or Frau as two radio buttons in a labelled group, its error tied to the group. */
export function SalutationField({
  value,
  onChange,
  error,
  required,
}: {
  value: Salutation | '';
  onChange: (value: Salutation) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const labels: Record<Salutation, string> = {
    Herr: t({ id: 'salutation.herr', message: 'Herr' }),
    Frau: t({ id: 'salutation.frau', message: 'Frau' }),
  };
  return (
    <fieldset
      className="field radio-group"
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{t({ id: 'account_settings.salutation', message: 'Anrede' })}</legend>
      <div className="radio-options">
        {SALUTATIONS.map((salutation) => (
          <label key={salutation} className="radio">
            <input
              type="radio"
              name={`${id}-salutation`}
              value={salutation}
              checked={value === salutation}
              onChange={() => onChange(salutation)}
            />
            {labels[salutation]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
