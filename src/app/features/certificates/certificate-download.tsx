import { useLingui } from '@lingui/react/macro';
import type { Lang } from '#shared/constants.ts';
import { useDownload } from '../../components/use-download.ts';
import { CertificateLanguage, useCertificateLang } from './certificate-language.tsx';

/**
 * A certificate's language and its download button, which says so while the PDF is made.
 * `download` fetches the PDF in the chosen language and answers the file's name.
 */
export function CertificateDownload({ label, download }: { label: string; download: (lang: Lang) => Promise<string> }) {
  const { t } = useLingui();
  const [lang, setLang] = useCertificateLang();
  const { busy, run } = useDownload();
  return (
    <div className="certificate-actions">
      <CertificateLanguage value={lang} onChange={setLang} />
      <button
        type="button"
        className="button"
        disabled={busy !== undefined}
        onClick={() => void run('certificate', () => download(lang))}
      >
        {busy ? t({ id: 'certificates.downloading', message: 'Wird erstellt …' }) : label}
      </button>
    </div>
  );
}
