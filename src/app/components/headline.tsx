import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatCount } from './format-count.ts';
/** Whole percent of a part, 0 when there is no whole. */
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** "x of y fully trained" as a sentence and a bar; the sentence is what screen readers get. */
export function Headline({ done, total, text }: { done: number; total: number; text: string }) {
  return (
    <div className="headline card">
      <p className="headline-text">{text}</p>
      <span className="bar large" aria-hidden="true">
        <span style={{ width: `${percent(done, total)}%` }} />
      </span>
    </div>
  );
}

/** The company's headline: how many of its people are fully trained (dashboard and company certificate alike). */
export function PeopleTrainedHeadline({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  const trained = formatCount(done);
  return (
    <Headline
      done={done}
      total={total}
      text={t({
        id: 'dashboard.headline',
        message: plural(total, {
          one: `${trained} von # Person vollständig geschult`,
          other: `${trained} von # Personen vollständig geschult`,
        }),
      })}
    />
  );
}
