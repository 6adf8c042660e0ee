import { useLingui } from '@lingui/react/macro';
import impressumDe from '../../../content/legal/impressum.de.md?raw';
import impressumEn from '../../../content/legal/impressum.en.md?raw';
import { PublicLayout } from '../../components/public-layout.tsx';
import { LegalText } from '../../components/legal-text.tsx';

/** /impressum: reachable without signing in (docs/product.md R27). */
export default function ImpressumPage() {
  const { i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'de';
  return (
    <PublicLayout>
      <LegalText markdown={lang === 'en' ? impressumEn : impressumDe} lang={lang} />
    </PublicLayout>
  );
}
