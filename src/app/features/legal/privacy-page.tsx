import { useLingui } from '@lingui/react/macro';
import privacyDe from '../../../content/legal/privacy.de.md?raw';
import privacyEn from '../../../content/legal/privacy.en.md?raw';
import { PublicLayout } from '../../components/public-layout.tsx';
import { LegalText } from '../../components/legal-text.tsx';

/** /datenschutzhinweise and /data-protection-notes, in the chosen language. */
export default function PrivacyPage() {
  const { i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'de';
  return (
    <PublicLayout>
      <LegalText markdown={lang === 'en' ? privacyEn : privacyDe} lang={lang} />
    </PublicLayout>
  );
}
