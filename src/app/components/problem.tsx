import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * Something that stops the page, said in words, with the ways on: a retry when one can help and
 * whatever else the page offers (`children`). Without a heading of its own it is announced as an
 * alert; with one, the page moves focus to that heading itself.
 */
export function Problem({
  heading,
  text,
  onRetry,
  className = '',
  children,
}: {
  heading?: ReactNode;
  text: string;
  onRetry?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section className={`card stack ${className}`.trim()} role={heading ? undefined : 'alert'}>
      {heading}
      <p>{text}</p>
      <div className="button-row">
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            {t({ id: 'common.retry', message: 'Erneut versuchen' })}
          </button>
        )}
        {children}
      </div>
    </section>
  );
}
