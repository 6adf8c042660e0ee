import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { UploadSummary } from '#shared/api/admin-uploads.ts';
import { AdminUploadForm } from './admin-upload-form.tsx';
import { uploadsQuery } from './api/uploads.ts';
import { formatCount, formatDate } from '../../components/format-dates.ts';
import { UploadPreview } from './upload-preview.tsx';
import '../../theme/admin.css';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { failureMessage } from '../../api/mutation-errors.ts';

/**
 * /admin/upload: the employee lists employers uploaded, waiting for review (docs/product.md R18), and
 * lists the admin uploads for a customer (`?employer=` chooses one, as the customer page links). The
 * admin reviews a list row by row and imports it; the result shows the four counts of
 * docs/product.md §3.
 */
export default function UploadPage() {
  const { t } = useLingui();
  const employerParam = Number(new URLSearchParams(useSearch()).get('employer'));
  const preselected = Number.isSafeInteger(employerParam) && employerParam > 0 ? employerParam : null;
  const pending = useQuery(uploadsQuery('pending'));
  const imported = useQuery(uploadsQuery('imported'));
  const [employerFilter, setEmployerFilter] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const employerId = useId();

  const employers = useMemo(() => {
    const byEmployer = new Map<string, { label: string; count: number }>();
    for (const upload of pending.data ?? []) {
      const key = String(upload.employerId ?? `company-${upload.companyId}`);
      const entry = byEmployer.get(key) ?? {
        label: `${upload.companyName} – ${upload.employerName ?? '?'}`,
        count: 0,
      };
      entry.count++;
      byEmployer.set(key, entry);
    }
    return [...byEmployer].sort((a, b) => a[1].label.localeCompare(b[1].label, 'de'));
  }, [pending.data]);
  const shown = (pending.data ?? []).filter(
    (upload) => !employerFilter || String(upload.employerId ?? `company-${upload.companyId}`) === employerFilter,
  );

  const table = (uploads: UploadSummary[], kind: 'pending' | 'imported') => {
    const caption =
      kind === 'pending'
        ? t({ id: 'admin.upload.pending_caption', message: 'Listen, die auf die Prüfung warten' })
        : t({ id: 'admin.upload.imported_caption', message: 'Importierte Listen' });
    return (
      <ScrollArea label={caption}>
        <table className="data-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t({ id: 'admin.upload.column.received', message: 'Eingegangen' })}</th>
              <th scope="col">{t({ id: 'admin.column.company', message: 'Unternehmen' })}</th>
              <th scope="col">{t({ id: 'admin.upload.column.file', message: 'Datei' })}</th>
              <th scope="col">{t({ id: 'admin.upload.column.rows', message: 'Einträge' })}</th>
              <th scope="col">
                {kind === 'pending'
                  ? t({ id: 'admin.column.actions', message: 'Aktionen' })
                  : t({ id: 'admin.upload.column.result', message: 'Ergebnis' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {uploads.map((upload) => {
              const fileName = upload.fileName;
              const created = formatCount(upload.result?.created ?? 0);
              const existing = formatCount(upload.result?.alreadyExisting ?? 0);
              const errors = formatCount(upload.result?.validationErrors ?? 0);
              return (
                <tr key={upload.id} className={selected === upload.id ? 'selected-row' : undefined}>
                  <td>{formatDate(upload.importedAt ?? upload.createdAt)}</td>
                  <th scope="row">
                    {upload.companyName}
                    <span className="sub">
                      {upload.employerName} · {upload.employerEmail}
                    </span>
                  </th>
                  <td className="break">{fileName}</td>
                  <td>{formatCount(upload.rowCount)}</td>
                  <td>
                    {kind === 'pending' ? (
                      <button
                        type="button"
                        className="button small"
                        aria-label={t({ id: 'admin.upload.review_file', message: `${fileName} prüfen` })}
                        onClick={() => setSelected(upload.id)}
                      >
                        {t({ id: 'admin.upload.review', message: 'Prüfen' })}
                      </button>
                    ) : (
                      <span className="hint">
                        {t({
                          id: 'admin.upload.result_short',
                          message: `${created} angelegt, ${existing} vorhanden, ${errors} Fehler`,
                        })}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollArea>
    );
  };

  const failure = pending.error ?? imported.error;
  return (
    <section className="stack admin-page">
      <div className="page-header">
        <h1>{t({ id: 'menu.upload_employee_lists', message: 'Mitarbeiterlisten hochladen' })}</h1>
      </div>
      <p>
        {t({
          id: 'admin.upload.intro',
          message:
            'Arbeitgeber laden ihre Mitarbeiterlisten hoch; hier werden sie geprüft und importiert. Angelegte Personen erhalten eine Einladung per E-Mail. Zeilen mit Fehlern und Adressen, die schon ein Konto haben, werden übersprungen.',
        })}
      </p>
      {failure && (
        <p className="notice danger" role="alert">
          {failureMessage(failure)}
        </p>
      )}
      <AdminUploadForm key={preselected ?? 0} preselected={preselected} onStored={setSelected} />
      <section className="card stack" aria-labelledby="pending-title">
        <div className="section-head">
          <h2 id="pending-title">{t({ id: 'admin.upload.pending', message: 'Zu prüfen' })}</h2>
          {employers.length > 0 && (
            <div className="field inline-field">
              <label htmlFor={employerId}>{t({ id: 'admin.upload.employer', message: 'Arbeitgeber' })}</label>
              <select
                id={employerId}
                value={employerFilter}
                onChange={(event) => {
                  setEmployerFilter(event.target.value);
                  setSelected(null);
                }}
              >
                <option value="">{t({ id: 'admin.upload.all_employers', message: 'Alle Arbeitgeber' })}</option>
                {employers.map(([key, entry]) => (
                  <option key={key} value={key}>
                    {entry.label} ({entry.count})
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {pending.isLoading ? (
          <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
        ) : shown.length === 0 ? (
          <p className="hint">
            {t({ id: 'admin.upload.none_pending', message: 'Keine Listen warten auf die Prüfung.' })}
          </p>
        ) : (
          table(shown, 'pending')
        )}
      </section>
      {selected !== null && <UploadPreview key={selected} uploadId={selected} />}
      <details className="card">
        <summary>
          <h2 className="inline-heading">{t({ id: 'admin.upload.imported_title', message: 'Bereits importiert' })}</h2>
        </summary>
        {(imported.data ?? []).length === 0 ? (
          <p className="hint">{t({ id: 'admin.upload.none_imported', message: 'Noch keine Liste importiert.' })}</p>
        ) : (
          table(imported.data ?? [], 'imported')
        )}
      </details>
    </section>
  );
}
