import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { PublicLayout } from '../../components/public-layout.tsx';
import { verifyCertificateQuery } from './api/verify-certificate.ts';
import { CodeForm } from './code-form.tsx';
import { VerifyResult } from './verify-result.tsx';
import './certificates.css';

/**
 * /verify/:code, public (docs/product.md R22): anyone holding a certificate, an insurer for one, checks
 * that it is genuine and still valid, and sees what it certifies.
 */
export default function VerifyPage() {
  const { t, i18n } = useLingui();
  const code = useParams<{ code: string }>().code ?? '';
  const verification = useQuery(verifyCertificateQuery(code, i18n.locale || 'de'));
  const title = t({ id: 'verify.title', message: 'Zertifikat prüfen' });

  return (
    <PublicLayout
      headerExtra={
        <Link className="button secondary" href="/login">
          {t({ id: 'login.title', message: 'Anmelden' })}
        </Link>
      }
    >
      <div className="verify stack">
        <h1>{title}</h1>
        {verification.isPending && (
          <p className="card" role="status">
            {t({ id: 'verify.checking', message: 'Der Code wird geprüft …' })}
          </p>
        )}
        {verification.isError && (
          <div className="card" role="alert">
            <p>{verification.error.message}</p>
            <button type="button" className="button secondary" onClick={() => void verification.refetch()}>
              {t({ id: 'verify.retry', message: 'Erneut prüfen' })}
            </button>
          </div>
        )}
        {verification.data && <VerifyResult result={verification.data} />}
        <CodeForm key={code} initial={code} />
      </div>
    </PublicLayout>
  );
}
