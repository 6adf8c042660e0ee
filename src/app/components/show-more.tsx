import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
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
    /** For the ShowMore's `key`: a new view is a new list. */
    view,
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
  const box = useRef<HTMLDivElement>(null);
  // Set by the click that shows the last rows: the button goes, and the keyboard's focus stays
  // here instead of falling back to the top of the page. (Give the component the list's view as
  // `key`, so a new search starts without it.)
  const [finished, setFinished] = useState(false);
  const done = hidden === 0;
  useEffect(() => {
    if (finished && done) box.current?.focus();
  }, [finished, done]);
  if (done && !finished) return null;
  const visible = formatCount(shown);
  const next = Math.min(step, hidden);
  const all = formatCount(shown + hidden);
  return (
    <div className="show-more" ref={box} tabIndex={-1}>
      <span className="hint">{t({ id: 'list.showing', message: `${visible} von ${all} angezeigt` })}</span>
      {!done && (
        <button
          type="button"
          className="button secondary small"
          onClick={() => {
            if (hidden <= step) setFinished(true);
            onMore();
          }}
        >
          {t({
            id: 'list.show_more',
            message: plural(next, { one: 'Eine weitere anzeigen', other: 'Weitere # anzeigen' }),
          })}
        </button>
      )}
    </div>
  );
}
