import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import agreement from '../../../content/legal/agreement.de.md?raw';
import { PublicLayout } from '../../components/public-layout.tsx';
import { LegalText } from '../../components/legal-text.tsx';
import { BindingGermanNote } from '../../components/binding-german-note.tsx';

/** /order-data-processing: the full agreement, version 5.40; German in both languages (docs/product.md R28). */
export default function AgreementPage() {
  const { t } = useLingui();
  return (
    <PublicLayout
      headerExtra={
        <Link className="button secondary" href="/login">
          {t({ id: 'login.title', message: 'Anmelden' })}
        </Link>
      }
    >
      <BindingGermanNote />
      <LegalText markdown={agreement} lang="de" />
    </PublicLayout>
  );
}
