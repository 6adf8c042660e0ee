import { FormField } from './form-field.tsx';

/** A labelled search box whose text the page filters by as it is typed. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  className = 'field search',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  return (
    <FormField
      fieldClassName={className}
      label={label}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
    />
  );
}
