import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isCourseSlug } from '#shared/courses.ts';
import { numberFormat } from '#shared/intl-formats.ts';
import type { OfflineCourses } from './use-offline-courses.ts';

/** A size for people: "820 kB", "1,4 MB". */
export function formatSize(bytes: number, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : 'de-DE';
  const megabytes = bytes / 1_000_000;
  return megabytes >= 0.1
    ? numberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes)
    : numberFormat(tag, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(bytes / 1000);
}

/**
 * "Learning offline" on /trainings: how many assigned courses this device keeps, the space they
 * take, and, where not everything is kept, the way to keep all of them.
 */
export function OfflinePanel({ offline, total }: { offline: OfflineCourses; total: number }) {
  const { t, i18n } = useLingui();
  // The assigned courses, as in "… von … Kursen bestanden" above; the tracks show theirs on their cards.
  const kept = [...offline.onDevice.slugs].filter(isCourseSlug).length;
  const size = formatSize(offline.onDevice.bytes, i18n.locale);
  const missing = total - kept;
  return (
    <section className="card offline-panel" aria-labelledby="offline-title">
      <h2 id="offline-title">{t({ id: 'offline.title', message: 'Offline lernen' })}</h2>
      {!offline.supported ? (
        <p className="hint">
          {'serviceWorker' in navigator && typeof caches !== 'undefined'
            ? t({
                id: 'offline.preparing',
                message:
                  'Beim ersten Besuch bereitet Ihr Browser das Lernen ohne Internet im Hintergrund vor. Das dauert nur einen Moment; danach speichert das Portal Ihre Kurse auf diesem Gerät von selbst. Falls nichts geschieht, laden Sie die Seite einmal neu.',
              })
            : t({
                id: 'offline.unavailable',
                message:
                  'Dieser Browser kann keine Kurse für das Lernen ohne Internet speichern (zum Beispiel in einem privaten Fenster). Online lernen Sie wie gewohnt.',
              })}
        </p>
      ) : (
        <>
          <p>
            {t({
              id: 'offline.kept',
              // The verb follows the first count: "1 von 3 Kursen ist …", "2 von 3 Kursen sind …".
              message: plural(kept, {
                one: `# von ${total} Kursen ist auf diesem Gerät gespeichert und auch ohne Internetverbindung verfügbar.`,
                other: `# von ${total} Kursen sind auf diesem Gerät gespeichert und auch ohne Internetverbindung verfügbar.`,
              }),
            })}{' '}
            {t({ id: 'offline.size', message: `Belegter Speicher: ${size}.` })}
          </p>
          {offline.sparing && missing > 0 && (
            <p className="hint">
              {t({
                id: 'offline.sparing',
                message:
                  'Ihre Verbindung spart Daten (mobile Daten oder Datensparmodus). Kurse werden deshalb nur auf Ihren Wunsch gespeichert.',
              })}
            </p>
          )}
          {/* One row of fixed height for the saving note or the button, so that the courses below
              stay where they are while courses are being kept. */}
          <div className="offline-actions">
            {/* Always on the page, so that screen readers announce what appears in it. */}
            <p role="status" className="hint">
              {offline.busy.size > 0 && t({ id: 'offline.busy', message: 'Kurse werden gespeichert …' })}
            </p>
            {missing > 0 && offline.busy.size === 0 && (
              <button type="button" className="button secondary small" onClick={() => void offline.keepAll()}>
                {t({ id: 'offline.keep_all', message: 'Alle Kurse speichern' })}
              </button>
            )}
            {missing === 0 && offline.busy.size === 0 && !offline.sparing && (
              <p className="hint">
                {t({
                  id: 'offline.kept_ahead',
                  message: 'Neu zugewiesene Kurse werden automatisch auf diesem Gerät gespeichert.',
                })}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** One course's line on its card: kept or not, and the button to change it. */
export function CourseOfflineState({ slug, title, offline }: { slug: string; title: string; offline: OfflineCourses }) {
  const { t } = useLingui();
  if (!offline.supported) return null;
  if (offline.busy.has(slug)) {
    return <p className="offline-state hint">{t({ id: 'offline.course_busy', message: 'Wird gespeichert …' })}</p>;
  }
  const kept = offline.onDevice.slugs.has(slug);
  return (
    <p className="offline-state" data-kept={kept}>
      <span>
        {kept
          ? t({ id: 'offline.course_kept', message: 'Offline verfügbar' })
          : t({ id: 'offline.course_missing', message: 'Nicht auf diesem Gerät' })}
      </span>{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => void (kept ? offline.drop(slug) : offline.keep(slug))}
        aria-label={
          kept
            ? t({ id: 'offline.drop_course', message: `Vom Gerät entfernen: ${title}` })
            : t({ id: 'offline.keep_course', message: `Auf dem Gerät speichern: ${title}` })
        }
      >
        {kept
          ? t({ id: 'offline.drop', message: 'Vom Gerät entfernen' })
          : t({ id: 'offline.keep', message: 'Auf dem Gerät speichern' })}
      </button>
    </p>
  );
}
