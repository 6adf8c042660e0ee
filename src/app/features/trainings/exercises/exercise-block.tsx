import type { Exercise } from '#shared/content/course-content.ts';
import { DecideExerciseView } from './decide-exercise.tsx';
import { PickExerciseView } from './pick-exercise.tsx';
import { SortExerciseView } from './sort-exercise.tsx';
import { SpotExerciseView } from './spot-exercise.tsx';
import type { ExerciseReport } from './use-exercise.ts';
import './exercises.css';

/** An exercise block of a slide, by its kind (src/shared/content/course-content.ts). */
export function ExerciseBlock({ exercise, onReport }: { exercise: Exercise; onReport?: ExerciseReport | undefined }) {
  const report = onReport ? { onReport } : {};
  if (exercise.kind === 'spot') return <SpotExerciseView exercise={exercise} {...report} />;
  if (exercise.kind === 'sort') return <SortExerciseView exercise={exercise} {...report} />;
  if (exercise.kind === 'decide') return <DecideExerciseView exercise={exercise} {...report} />;
  return <PickExerciseView exercise={exercise} {...report} />;
}
