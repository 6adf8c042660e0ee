import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LANGS, type Lang } from '#shared/constants.ts';

/**
 * The language of the mails a person gets, as an admin chooses it: the languages are named in the
 * portal's own language (unlike LanguageSelect, where each names itself for the reader).
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
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name="lang" value={value} onChange={(event) => onChange(event.target.value as Lang)}>
        {LANGS.map((lang) => (
          <option key={lang} value={lang}>
            {lang === 'de'
              ? t({ id: 'admin.lang.de', message: 'Deutsch' })
              : t({ id: 'admin.lang.en', message: 'Englisch' })}
          </option>
        ))}
      </select>
    </div>
  );
}
