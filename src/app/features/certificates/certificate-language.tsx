import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Lang } from '#shared/constants.ts';
import { LanguageSelect } from '../../components/language-select.tsx';

/** The language a certificate is made in; the portal's language unless the person picks the other. */
export function useCertificateLang() {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<Lang>();
  const lang: Lang = chosen ?? (i18n.locale === 'en' ? 'en' : 'de');
  return [lang, setChosen] as const;
}

export function CertificateLanguage({ value, onChange }: { value: Lang; onChange: (lang: Lang) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="certificate-language">
      <label htmlFor={id}>{t({ id: 'certificates.language', message: 'Sprache des Zertifikats' })}</label>
      <LanguageSelect id={id} value={value} onChange={onChange} />
    </div>
  );
}
