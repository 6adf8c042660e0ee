import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '../api/queries.ts';

/**
 * What the portal is and who offers it, beside the sign-in and the registration (issue 46, point 6):
 * a few lines and a picture drawn inline, so nothing more is fetched before the first paint. The
 * insurer's name (BRAND_NAME) fills two lines held from the start: its arrival moves nothing.
 */
export function PortalIntro() {
  const { t } = useLingui();
  const { data: config } = useQuery(publicConfigQuery);
  const brand = config?.brandName;
  return (
    <section className="portal-intro" aria-labelledby="portal-intro-title">
      <IntroPicture />
      <div className="intro-text">
        <h2 id="portal-intro-title">{t({ id: 'intro.title', message: 'Cyber-Sicherheit, die Ihr Team versteht' })}</h2>
        <p className="intro-brand">
          {brand
            ? t({ id: 'intro.offered_by', message: `Ein Angebot der ${brand} für ihre Geschäftskunden` })
            : '\u00a0'}
        </p>
        <p>
          {t({
            id: 'intro.what',
            message:
              'Kurze Online-Schulungen für die Beschäftigten kleiner und mittlerer Unternehmen: am Smartphone oder am Computer, auch unterwegs ohne Netz.',
          })}
        </p>
        <ul className="intro-points">
          <li>
            {t({
              id: 'intro.point_courses',
              message: '12 Kurse von Phishing bis Homeoffice, jeweils mit einem kurzen Quiz',
            })}
          </li>
          <li>
            {t({
              id: 'intro.point_progress',
              message: 'Fortschritt, Fristen und Erinnerungen für Arbeitgeber auf einen Blick',
            })}
          </li>
          <li>
            {t({
              id: 'intro.point_proof',
              message: 'Zertifikate und ein Nachweispaket für Ihre Versicherung',
            })}
          </li>
        </ul>
      </div>
    </section>
  );
}

/** A shield with a tick over a mail: protection against what arrives in the inbox. Decorative. */
function IntroPicture() {
  return (
    <svg className="intro-picture" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" focusable="false">
      <rect x="6" y="34" width="72" height="50" rx="6" fill="var(--brand-light)" />
      <path d="M6 40l36 24 36-24" fill="none" stroke="var(--brand-secondary)" strokeWidth="4" strokeLinejoin="round" />
      <path
        d="M84 8l28 10v22c0 20-12 34-28 42-16-8-28-22-28-42V18z"
        fill="var(--brand-primary)"
        stroke="var(--color-surface)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M72 44l9 9 17-19"
        fill="none"
        stroke="var(--brand-accent)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
