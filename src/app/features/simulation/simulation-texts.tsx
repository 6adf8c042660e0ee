import { useLingui } from '@lingui/react/macro';
import addendumDe from '../../../content/legal/simulation-addendum.de.md?raw';
import addendumEn from '../../../content/legal/simulation-addendum.en.md?raw';
import announcementDe from '../../../content/legal/simulation-announcement.de.md?raw';
import announcementEn from '../../../content/legal/simulation-announcement.en.md?raw';
import noticeDe from '../../../content/legal/simulation-notice.de.md?raw';
import noticeEn from '../../../content/legal/simulation-notice.en.md?raw';
import { LegalText } from '../../components/legal-text.tsx';

/**
 * The add-on's three texts (src/content/legal/simulation-*.md) in the app's language, with the
 * provider, the portal's address, the company's name, its report address and the IT contact filled in.
 */

function useLang(): 'de' | 'en' {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? 'en' : 'de';
}

/**
 * The addendum in a scrolling box; in English also the binding German one. `topLevel`: the level of
 * its title among the page's headings.
 */
export function AddendumText({ topLevel = 3 }: { topLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <>
      <div
        className="sim-legal-scroll"
        role="region"
        tabIndex={0}
        aria-label={t({ id: 'simulation.offer.addendum_text', message: 'Text der Ergänzungsvereinbarung' })}
      >
        <LegalText
          markdown={lang === 'en' ? addendumEn : addendumDe}
          lang={lang}
          topLevel={topLevel}
          className="legal"
        />
      </div>
      {lang === 'en' && (
        <details className="sim-details">
          <summary>{t({ id: 'simulation.offer.addendum_german', message: 'Verbindliche deutsche Fassung' })}</summary>
          <div
            className="sim-legal-scroll"
            role="region"
            tabIndex={0}
            aria-label={t({ id: 'simulation.offer.addendum_german', message: 'Verbindliche deutsche Fassung' })}
          >
            <LegalText markdown={addendumDe} lang="de" topLevel={topLevel} className="legal" />
          </div>
        </details>
      )}
    </>
  );
}

/**
 * The announcement to the staff and the privacy notice, each behind its own disclosure, with the
 * company's report address (booked companies always have one; a dash stands in otherwise).
 */
export function StaffTexts({ companyName, reportAddress }: { companyName: string; reportAddress: string | null }) {
  const { t } = useLingui();
  const lang = useLang();
  const values = { companyName, reportAddress: reportAddress ?? '–' };
  return (
    <>
      <details className="sim-details">
        <summary>{t({ id: 'simulation.checklist.announcement_show', message: 'Ankündigung lesen' })}</summary>
        <LegalText
          markdown={lang === 'en' ? announcementEn : announcementDe}
          lang={lang}
          values={values}
          topLevel={4}
          className="legal sim-legal"
        />
      </details>
      <details className="sim-details">
        <summary>{t({ id: 'simulation.checklist.notice_show', message: 'Datenschutzhinweise lesen' })}</summary>
        <LegalText
          markdown={lang === 'en' ? noticeEn : noticeDe}
          lang={lang}
          values={values}
          topLevel={4}
          className="legal sim-legal"
        />
      </details>
    </>
  );
}
