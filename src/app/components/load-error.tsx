import { useLingui } from '@lingui/react/macro';
import { serverMessage } from '../api/api-error.ts';

/**
 * A load the server refused or that failed, said in words with a way to try again: never shown as
 * an empty list ("nobody matches") that would tell the person something untrue.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="card stack" role="alert">
      <p>
        {t({ id: 'common.load_failed', message: 'Die Daten konnten nicht geladen werden.' })}{' '}
        {serverMessage(error, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' }))}
      </p>
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onRetry}>
          {t({ id: 'common.retry', message: 'Erneut versuchen' })}
        </button>
      </div>
    </div>
  );
}
