import { useLingui } from '@lingui/react/macro';
import type { ImportCounts } from '#shared/api/admin-uploads.ts';
import { formatCount } from '../../components/format-dates.ts';

/** The four counts of an import (docs/product.md §3), before (expected) or after it. */
export function ImportCountList({ counts, expected = false }: { counts: ImportCounts; expected?: boolean }) {
  const { t } = useLingui();
  return (
    <dl className="counts">
      <div>
        <dt>{t({ id: 'admin.upload.count.handled', message: 'Verarbeitet' })}</dt>
        <dd>{formatCount(counts.handled)}</dd>
      </div>
      <div className="good">
        <dt>
          {expected
            ? t({ id: 'admin.upload.count.to_create', message: 'Werden angelegt' })
            : t({ id: 'admin.upload.count.created', message: 'Angelegt' })}
        </dt>
        <dd>{formatCount(counts.created)}</dd>
      </div>
      <div>
        <dt>{t({ id: 'admin.upload.count.existing', message: 'Bereits vorhanden' })}</dt>
        <dd>{formatCount(counts.alreadyExisting)}</dd>
      </div>
      <div className={counts.validationErrors > 0 ? 'bad' : undefined}>
        <dt>{t({ id: 'admin.upload.count.errors', message: 'Validierungsfehler' })}</dt>
        <dd>{formatCount(counts.validationErrors)}</dd>
      </div>
    </dl>
  );
}
