import { useId } from 'react';

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
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
      />
    </div>
  );
}
