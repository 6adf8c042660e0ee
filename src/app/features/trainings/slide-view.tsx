import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { TrainingMaterial } from '#shared/api/trainings.ts';
import { PICTURE_SIZE } from '#shared/content/course-content.ts';
import { ProgressMeter } from './progress-meter.tsx';
import type { ExerciseReport } from './exercises/use-exercise.ts';
import { SlideBlocks } from './slide-blocks.tsx';
import { TrainingHeader } from './training-header.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';

type Props = {
  base: string;
  material: TrainingMaterial;
  index: number;
  offline: boolean;
  /** The learner goes to another slide (0-based). */
  onMove: (index: number) => void;
  /** The learner leaves the last slide forward: the module is finished. */
  onFinish: () => void;
  /** An exercise on the slide was begun or finished. */
  onExercise: ExerciseReport;
};

/** One slide of the module with its position, the way back and the way on. */
export function SlideView({ base, material, index, offline, onMove, onFinish, onExercise }: Props) {
  const { t } = useLingui();
  const slide = material.slides[index]!;
  const total = material.slides.length;
  const number = index + 1;
  const last = number === total;
  const heading = useHeadingFocus(`${material.slug}-${index}`);
  const position = t({ id: 'trainings.slide_position', message: `Folie ${number} von ${total}` });

  return (
    <article className="training-view" aria-labelledby="slide-heading">
      <TrainingHeader courseTitle={material.title}>
        <h1 id="slide-heading" ref={heading} tabIndex={-1}>
          {slide.heading}
        </h1>
        <div className="training-position">
          <span id="slide-position">{position}</span>
          <ProgressMeter value={number} max={total} valueText={position} labelledBy="slide-position" />
        </div>
      </TrainingHeader>

      <div className={slide.picture ? 'card slide has-picture' : 'card slide'}>
        <div className="slide-text">
          {index === 0 && (
            <section className="objectives" aria-labelledby="objectives-heading">
              <h2 id="objectives-heading">{t({ id: 'trainings.objectives', message: 'In diesem Kurs lernen Sie' })}</h2>
              <ul>
                {material.objectives.map((objective) => (
                  <li key={objective}>{objective}</li>
                ))}
              </ul>
            </section>
          )}
          <SlideBlocks blocks={slide.blocks} onExercise={onExercise} />
        </div>
        {slide.picture && (
          <figure className="slide-picture">
            <img
              src={slide.picture.src}
              alt={slide.picture.alt}
              width={PICTURE_SIZE.width}
              height={PICTURE_SIZE.height}
            />
          </figure>
        )}
      </div>

      {offline && (
        <p className="notice" role="status">
          {t({
            id: 'trainings.offline_saving',
            message: 'Keine Verbindung: Ihr Fortschritt wird gespeichert, sobald Sie wieder online sind.',
          })}
        </p>
      )}

      <nav className="slide-nav" aria-label={t({ id: 'trainings.slide_navigation', message: 'Folien' })}>
        {index > 0 ? (
          <Link href={`${base}/${number - 1}`} className="button secondary" onClick={() => onMove(index - 1)}>
            <span aria-hidden="true">←</span> {t({ id: 'trainings.previous', message: 'Zurück' })}
          </Link>
        ) : (
          <span />
        )}
        {last ? (
          <Link href={`${base}/quiz`} className="button" onClick={onFinish}>
            {t({ id: 'trainings.finish_module', message: 'Weiter zum Quiz' })} <span aria-hidden="true">→</span>
          </Link>
        ) : (
          <Link href={`${base}/${number + 1}`} className="button" onClick={() => onMove(index + 1)}>
            {t({ id: 'trainings.next', message: 'Weiter' })} <span aria-hidden="true">→</span>
          </Link>
        )}
      </nav>
    </article>
  );
}
