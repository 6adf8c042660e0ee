import { useLingui } from '@lingui/react/macro';
import { Problem } from './problem.tsx';
import { failureMessage } from '../api/mutation-errors.ts';

/**
 * A load the server refused or that failed, said in words with a way to try again: never shown as
 * an empty list ("nobody matches") that would tell the person something untrue.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const reason = failureMessage(error);
  return (
    <Problem
      text={`${t({ id: 'common.load_failed', message: 'Die Daten konnten nicht geladen werden.' })} ${reason}`}
      onRetry={onRetry}
    />
  );
}
