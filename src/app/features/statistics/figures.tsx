import { useLingui } from '@lingui/react/macro';
import type { StatisticsFigures } from '#shared/api/statistics.ts';
import { formatCount } from '../../components/format-count.ts';

/** A duration in minutes (or hours and minutes), for people. */
export function useDuration() {
  const { t } = useLingui();
  return (seconds: number | null) => {
    if (seconds === null) return '–';
    const minutes = Math.round(seconds / 60);
    if (minutes < 60) return t({ id: 'statistics.minutes', message: `${minutes} Min.` });
    const hours = formatCount(Math.floor(minutes / 60));
    const rest = minutes % 60;
    return t({ id: 'statistics.hours_minutes', message: `${hours} Std. ${rest} Min.` });
  };
}

/**
 * The headline and the figure tiles both statistics share (docs/product.md §3): who started, who
 * finished everything, working time, repeats, average score and who needs attention.
 */
export function FigureTiles({
  figures,
  passesByAttempt,
}: {
  figures: StatisticsFigures;
  /** The company's passes by the attempt that earned them (the company's statistics only). */
  passesByAttempt?: { first: number; second: number; total: number };
}) {
  const { t } = useLingui();
  const duration = useDuration();
  const score = figures.averageQuizScore === null ? '–' : `${formatCount(figures.averageQuizScore)} %`;
  const tiles: Tile[] = [
    {
      label: t({ id: 'statistics.started', message: 'Mindestens einen Kurs begonnen' }),
      value: `${formatCount(figures.started)} / ${formatCount(figures.population)}`,
    },
    {
      label: t({ id: 'statistics.finished_all', message: 'Alle zugewiesenen Kurse bestanden' }),
      value: `${formatCount(figures.finishedAll)} / ${formatCount(figures.population)}`,
    },
    {
      label: t({ id: 'statistics.attention', message: 'Brauchen Aufmerksamkeit' }),
      value: formatCount(figures.attention),
      warn: figures.attention > 0,
    },
    {
      label: t({ id: 'statistics.working_time', message: 'Lernzeit je Person (Durchschnitt)' }),
      value: duration(figures.averageWorkingTimeSeconds),
    },
    { label: t({ id: 'statistics.average_score', message: 'Durchschnittliches Quizergebnis' }), value: score },
    ...(passesByAttempt
      ? [
          {
            label: t({
              id: 'statistics.passed_early',
              message: 'Beim ersten oder zweiten Versuch bestanden',
            }),
            value:
              passesByAttempt.total === 0
                ? '–'
                : `${formatCount(Math.round((100 * (passesByAttempt.first + passesByAttempt.second)) / passesByAttempt.total))} %`,
          },
        ]
      : []),
    {
      label: t({ id: 'statistics.quiz_repeats', message: 'Quizwiederholungen' }),
      value: formatCount(figures.quizRepeats),
    },
    {
      label: t({ id: 'statistics.training_repeats', message: 'Modulwiederholungen' }),
      value: formatCount(figures.trainingRepeats),
    },
  ];
  return <TileList tiles={tiles} />;
}

/** One figure: its name, its value, and whether it asks for action. */
export type Tile = { label: string; value: string; warn?: boolean };

/** Figures as tiles, a description list for screen readers. */
export function TileList({ tiles }: { tiles: Tile[] }) {
  return (
    <dl className="figure-tiles">
      {tiles.map((tile) => (
        <div key={tile.label} className={tile.warn ? 'tile warn' : 'tile'}>
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
