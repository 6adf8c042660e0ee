import { LANGS, type Lang } from '#shared/constants.ts';

/** The portal's languages, each named in itself. */
export function LanguageSelect({ id, value, onChange }: { id: string; value: string; onChange: (lang: Lang) => void }) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as Lang)}>
      {LANGS.map((lang) => (
        <option key={lang} value={lang}>
          {lang === 'de' ? 'Deutsch' : 'English'}
        </option>
      ))}
    </select>
  );
}
