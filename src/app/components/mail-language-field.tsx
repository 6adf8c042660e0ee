import { useId } from 'react';
import type { Lang } from '#shared/constants.ts';
import { LanguageSelect } from './language-select.tsx';

/**
 * The language of the mails a person gets, as an admin chooses it: the languages named in
 * themselves, as everywhere in the portal (one spelling on every screen).
 */
export function MailLanguageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Lang;
  onChange: (lang: Lang) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <LanguageSelect id={id} value={value} onChange={onChange} />
    </div>
  );
}
