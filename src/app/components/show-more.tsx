import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatCount } from './format-count.ts';

/** How many rows a long list shows at first, and adds with each "show more". */
export const LIST_STEP = 50;

/**
 * The first rows of a long list, and more on request: a company of 5,000 people renders 50 rows,
 * not 5,000. `view` names what the rows are filtered by (search, filter); when it changes, the
 * list starts again at its first rows.
 */
export function useShowMore<T>(items: readonly T[], view: string, step = LIST_STEP) {
  const [state, setState] = useState({ view, limit: step });
  const limit = state.view === view ? state.limit : step;
  return {
    visible: items.slice(0, limit),
    hidden: Math.max(items.length - limit, 0),
    showMore: () => setState({ view, limit: limit + step }),
  };
}

/** "Showing 50 of 4,950" and the button for the next rows; nothing when all are shown. */
export function ShowMore({
  shown,
  hidden,
  onMore,
  step = LIST_STEP,
}: {
  shown: number;
  hidden: number;
  onMore: () => void;
  step?: number;
}) {
  const { t } = useLingui();
  if (hidden === 0) return null;
  const visible = formatCount(shown);
  const next = Math.min(step, hidden);
  const all = formatCount(shown + hidden);
  return (
    <div className="show-more">
      <span className="hint">{t({ id: 'list.showing', message: `${visible} von ${all} angezeigt` })}</span>
      <button type="button" className="button secondary small" onClick={onMore}>
        {t({
          id: 'list.show_more',
          message: plural(next, { one: 'Eine weitere anzeigen', other: 'Weitere # anzeigen' }),
        })}
      </button>
    </div>
  );
}
