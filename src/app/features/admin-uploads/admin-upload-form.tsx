import { UPLOAD_MIN_EMPLOYEES } from '#shared/constants.ts';
import { UPLOAD_MAX_MEGABYTES } from '#shared/api/uploads.ts';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { AdminEmployee } from '#shared/api/admin-employees.ts';
import { ListFileField, noFileChosen, uploadRefusal } from '../../components/list-file-field.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { SearchField } from '../../components/search-field.tsx';
import { employersQuery } from '../../api/customer-lists.ts';
import { storeEmployerList, UPLOADS_KEY } from './api/uploads.ts';

/** Customers offered at once while the admin narrows the search. */
const SHOWN_MATCHES = 8;

const customerLabel = (row: AdminEmployee) =>
  `${row.ownsOneCompany?.companyName ?? '–'} – ${row.firstname} ${row.lastname} (${row.email})`;

/**
 * An admin uploads a list for a customer (docs/product.md §2, admins upload lists): the customer is
 * chosen by search, the file is read and stored as that company's pending upload, and the review
 * below opens for it, as for a list the employer sent.
 */
export function AdminUploadForm({
  preselected,
  onStored,
}: {
  preselected: number | null;
  onStored: (uploadId: number) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data } = useQuery(employersQuery);
  const [employerId, setEmployerId] = useState<number | null>(preselected);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [refusal, setRefusal] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const rows = data?.rows;
  const chosen = rows?.find((row) => row.id === employerId);
  // A customer named in the address counts only once the list shows them (not a former employer).
  const customer = chosen ? employerId : null;
  const matches = useMemo(() => {
    const needles = deferredSearch.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (needles.length === 0 || !rows) return [];
    const found: AdminEmployee[] = [];
    for (const row of rows) {
      const text = `${row.ownsOneCompany?.id ?? ''} ${customerLabel(row)}`.toLowerCase();
      if (needles.every((needle) => text.includes(needle))) found.push(row);
      if (found.length === SHOWN_MATCHES) break;
    }
    return found;
  }, [rows, deferredSearch]);
  const offered = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;

  const store = useMutation({
    // A refusal is said below the form, in the server's words.
    meta: { quiet: true },
    mutationFn: ({ picked, customerId }: { picked: File; customerId: number }) => storeEmployerList(picked, customerId),
    onSuccess: async (stored) => {
      await queryClient.invalidateQueries({ queryKey: UPLOADS_KEY });
      const { rowCount, fileName } = stored;
      toast.success(
        t({
          id: 'admin.upload.stored',
          message: plural(rowCount, {
            one: `# Eintrag aus „${fileName}“ wartet auf die Prüfung.`,
            other: `# Einträge aus „${fileName}“ warten auf die Prüfung.`,
          }),
        }),
      );
      if (file.current) file.current.value = '';
      onStored(stored.id);
    },
    onError: (error) => setRefusal(uploadRefusal(error)),
  });

  const picked = () => file.current?.files?.[0];
  const { ref, errors, onSubmit } = useFormSubmit<'customer' | 'file'>({
    check: () => ({
      customer:
        customer === null
          ? t({ id: 'admin.upload.choose_customer', message: 'Bitte wählen Sie zuerst den Kunden aus.' })
          : undefined,
      file: picked() ? undefined : noFileChosen(),
    }),
    send: async () => {
      setRefusal(null);
      await store.mutateAsync({ picked: picked()!, customerId: customer! });
    },
  });

  return (
    <section className="card stack" aria-labelledby="admin-upload-title">
      <h2 id="admin-upload-title">
        {t({ id: 'admin.upload.for_customer', message: 'Liste für einen Kunden hochladen' })}
      </h2>
      <p className="hint">
        {t({
          id: 'admin.upload.for_customer_intro',
          message: `Die Liste wird wie eine Liste des Arbeitgebers gelesen (CSV oder XLSX, höchstens ${UPLOAD_MAX_MEGABYTES} MB) und wartet danach unten auf Ihre Prüfung. Die Mindestzahl von ${UPLOAD_MIN_EMPLOYEES} Mitarbeitenden gilt hier nicht.`,
        })}
      </p>
      <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
        <SearchField
          className="field"
          label={t({ id: 'admin.upload.customer_search', message: 'Kunden suchen' })}
          value={search}
          onChange={setSearch}
          placeholder={t({
            id: 'admin.upload.customer_search_placeholder',
            message: 'Unternehmen, Name, E-Mail oder Kundennummer',
          })}
        />
        <fieldset
          className="field radio-group"
          aria-describedby={errors.customer ? 'admin-upload-customer-error' : undefined}
        >
          <legend>{t({ id: 'admin.upload.customer', message: 'Kunde' })}</legend>
          {offered.length === 0 ? (
            <p className="hint">
              {deferredSearch.trim()
                ? t({ id: 'admin.policyholders.none_found', message: 'Niemand passt zu Ihrer Suche.' })
                : t({ id: 'admin.upload.customer_hint', message: 'Geben Sie oben einen Suchbegriff ein.' })}
            </p>
          ) : (
            <div className="radio-options stacked">
              {offered.map((row) => (
                <label key={row.id} className="radio">
                  <input
                    type="radio"
                    name="employer"
                    checked={employerId === row.id}
                    onChange={() => setEmployerId(row.id)}
                  />
                  <span>{customerLabel(row)}</span>
                </label>
              ))}
            </div>
          )}
          {errors.customer && (
            <p id="admin-upload-customer-error" className="field-error">
              {errors.customer}
            </p>
          )}
        </fieldset>
        <ListFileField ref={file} error={errors.file} />
        <div className="button-row">
          <button className="button" type="submit" disabled={store.isPending}>
            {t({ id: 'admin.upload.store', message: 'Hochladen und prüfen' })}
          </button>
        </div>
      </form>
      {refusal && (
        <p role="alert" className="notice danger">
          {refusal}
        </p>
      )}
    </section>
  );
}
