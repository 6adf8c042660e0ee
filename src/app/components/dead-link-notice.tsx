import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * A link from a mail that no longer works (used, replaced or expired): what happened, what to do,
 * and the one way on.
 */
export function DeadLinkNotice({
  message,
  advice,
  href,
  action,
}: {
  message: string;
  advice?: string;
  href: string;
  action: ReactNode;
}) {
  return (
    <div className="notice danger stack" role="alert">
      <p>{message}</p>
      {advice && <p>{advice}</p>}
      <p>
        <Link href={href}>{action}</Link>
      </p>
    </div>
  );
}
