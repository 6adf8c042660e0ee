import { INVITATION_DAYS } from '#shared/constants.ts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { ImportResponse, PreviewRow } from '#shared/api/admin-uploads.ts';
import { EMPLOYEE_ROW_PROBLEMS } from '#shared/api/uploads.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { COMPANY_PEOPLE_KEY } from '../../api/customer-lists.ts';
import { importUpload, uploadPreviewQuery, uploadsQuery } from './api/uploads.ts';
import { formatCount, formatDate } from '../../components/format-dates.ts';
import { ImportCountList } from './import-counts.tsx';
import { rowProblemLabel } from './upload-labels.ts';
import { useNarrow } from '../../components/use-narrow.ts';
import { VirtualTable } from '../../components/virtual-table.tsx';
import { failureMessage } from '../../api/mutation-errors.ts';

const ROW_HEIGHT = 44;

/** One stored list: its rows as the server reads them, what an import would do, and the import. */
export function UploadPreview({ uploadId }: { uploadId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data, error, isLoading } = useQuery(uploadPreviewQuery(uploadId));
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ImportResponse | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const filterId = useId();
  const narrow = useNarrow();

  useEffect(() => {
    heading.current?.focus();
  }, [uploadId]);

  const runImport = useMutation({
    mutationFn: () => importUpload(uploadId),
    onSuccess: async (imported) => {
      setResult(imported);
      toast.success(t({ id: 'admin.upload.imported', message: 'Die Liste ist importiert.' }));
      // The lists change; the rows shown stay as reviewed, now marked as created.
      await queryClient.invalidateQueries({ queryKey: uploadsQuery('pending').queryKey });
      await queryClient.invalidateQueries({ queryKey: uploadsQuery('imported').queryKey });
      // The company has new people: its list on the policyholder page must not show the old one.
      await queryClient.invalidateQueries({ queryKey: COMPANY_PEOPLE_KEY });
    },
  });

  const rows = data ? (onlyProblems ? data.rows.filter((row) => row.problems.length > 0) : data.rows) : [];
  const fileName = data?.upload.fileName ?? '';
  const companyName = data?.upload.companyName ?? '';
  const toCreate = formatCount(data?.expected.created ?? 0);
  const imported = result !== null || data?.upload.status === 'imported';

  const checkOf = (row: PreviewRow) => {
    if (row.problems.length > 0) {
      return (
        <span className="badge-row">
          {row.problems.map((problem) => (
            <span key={problem} className="badge danger">
              {rowProblemLabel(problem)}
            </span>
          ))}
        </span>
      );
    }
    if (row.existing)
      return <span className="badge">{t({ id: 'admin.upload.row.existing', message: 'Bereits vorhanden' })}</span>;
    return result ? (
      <span className="badge success">{t({ id: 'admin.upload.row.created', message: 'Angelegt' })}</span>
    ) : (
      <span className="badge success">{t({ id: 'admin.upload.row.new', message: 'Neu' })}</span>
    );
  };

  return (
    <section className="card stack" aria-labelledby="preview-title">
      <h2 id="preview-title" ref={heading} tabIndex={-1}>
        {data
          ? t({ id: 'admin.upload.preview_title', message: `Liste „${fileName}“ von ${companyName}` })
          : t({ id: 'admin.upload.preview', message: 'Liste prüfen' })}
      </h2>
      {error ? (
        <p className="notice danger" role="alert">
          {failureMessage(error)}
        </p>
      ) : isLoading || !data ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <>
          <p className="hint">
            {data.upload.employerName} · {data.upload.employerEmail} · {formatDate(data.upload.createdAt)}
          </p>
          {result ? (
            <div className="stack" role="status">
              <h3>{t({ id: 'admin.upload.result', message: 'Ergebnis des Imports' })}</h3>
              <ImportCountList counts={result} />
              <p className="notice success">
                {t({
                  id: 'admin.upload.result_text',
                  message: `Die angelegten Personen erhalten ihre Einladung per E-Mail (${INVITATION_DAYS} Tage gültig).`,
                })}
              </p>
            </div>
          ) : (
            <>
              <h3>
                {imported
                  ? t({ id: 'admin.upload.already_imported', message: 'Diese Liste ist bereits importiert.' })
                  : t({ id: 'admin.upload.expected', message: 'Vorschau: Das würde ein Import jetzt tun' })}
              </h3>
              <ImportCountList counts={data.upload.result ?? data.expected} expected={!imported} />
            </>
          )}
          {data.problems.rows > 0 && (
            <p className="hint">
              {EMPLOYEE_ROW_PROBLEMS.filter((problem) => data.problems[problem] > 0)
                .map((problem) => `${rowProblemLabel(problem)}: ${formatCount(data.problems[problem])}`)
                .join(' · ')}
            </p>
          )}
          <div className="toolbar">
            <div className="checkbox">
              <input
                id={filterId}
                type="checkbox"
                checked={onlyProblems}
                onChange={(event) => setOnlyProblems(event.target.checked)}
              />
              <label htmlFor={filterId}>
                {t({ id: 'admin.upload.only_problems', message: 'Nur Zeilen mit Validierungsfehlern zeigen' })}
              </label>
            </div>
            {!imported && (
              <button
                type="button"
                className="button"
                disabled={data.expected.created === 0}
                onClick={() => setConfirming(true)}
              >
                {t({ id: 'admin.upload.import', message: 'Importieren' })}
              </button>
            )}
          </div>
          <VirtualTable
            className="short"
            rows={rows}
            rowHeight={ROW_HEIGHT}
            resetKey={onlyProblems}
            label={t({ id: 'admin.upload.rows_label', message: 'Zeilen der Liste' })}
            caption={t({ id: 'admin.upload.rows_caption', message: 'Zeilen der Liste mit ihrer Prüfung' })}
            columns={
              narrow
                ? [{ width: '3.5rem' }, {}, { width: '9rem' }]
                : [{ width: '4.5rem' }, { width: '17%' }, { width: '17%' }, {}, { width: '14rem' }]
            }
            head={
              <thead>
                <tr aria-rowindex={1}>
                  <th scope="col" className="col-number">
                    {t({ id: 'admin.upload.column.line', message: 'Zeile' })}
                  </th>
                  {!narrow && <th scope="col">{t({ id: 'register.firstname', message: 'Vorname' })}</th>}
                  {!narrow && <th scope="col">{t({ id: 'register.lastname', message: 'Nachname' })}</th>}
                  <th scope="col">{t({ id: 'admin.column.email', message: 'E-Mail' })}</th>
                  <th scope="col">{t({ id: 'admin.upload.column.check', message: 'Prüfung' })}</th>
                </tr>
              </thead>
            }
            renderRow={(row, index) => (
              <tr
                key={row.line}
                aria-rowindex={index + 2}
                className={row.problems.length > 0 ? 'row-problem' : undefined}
                style={{ height: ROW_HEIGHT }}
              >
                <td className="col-number">{row.line}</td>
                {!narrow && <td>{row.firstname}</td>}
                {!narrow && <td>{row.lastname}</td>}
                <td>
                  {row.email}
                  {narrow && (
                    <span className="sub">
                      {row.firstname} {row.lastname}
                    </span>
                  )}
                </td>
                <td>{checkOf(row)}</td>
              </tr>
            )}
          />
          <ConfirmDialog
            open={confirming}
            title={t({ id: 'admin.upload.import_title', message: 'Liste importieren' })}
            text={t({
              id: 'admin.upload.import_confirm',
              message: `${toCreate} Personen werden als Mitarbeitende von ${companyName} angelegt und per E-Mail eingeladen.`,
            })}
            confirmLabel={t({ id: 'admin.upload.import', message: 'Importieren' })}
            busy={runImport.isPending}
            onConfirm={() => runImport.mutateAsync()}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </section>
  );
}
