import { useLingui } from '@lingui/react/macro';
import type { ContentBlock, SlideBlock } from '#shared/content/course-content.ts';
import { ExerciseBlock } from './exercises/exercise-block.tsx';
import type { ExerciseReport } from './exercises/use-exercise.ts';

type Props = { blocks: readonly SlideBlock[]; onExercise?: ExerciseReport | undefined };

/** A slide's text (paragraphs, lists, call-out boxes: plain text from the course file) and exercises. */
export function SlideBlocks({ blocks, onExercise }: Props) {
  return (
    <>
      {blocks.map((block, index) =>
        block.type === 'exercise' ? (
          // Keyed by its id: the next slide's exercise starts blank.
          <ExerciseBlock key={block.id} exercise={block} onReport={onExercise} />
        ) : (
          <Block key={index} block={block} />
        ),
      )}
    </>
  );
}

function Block({ block }: { block: ContentBlock }) {
  const { t } = useLingui();
  if (block.type === 'p') return <p>{block.text}</p>;
  if (block.type === 'list') {
    const items = block.items.map((item, index) => <li key={index}>{item}</li>);
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  // The tone is said in words too, not only by colour.
  const tone =
    block.tone === 'tip'
      ? t({ id: 'trainings.callout.tip', message: 'Tipp' })
      : block.tone === 'warning'
        ? t({ id: 'trainings.callout.warning', message: 'Achtung' })
        : t({ id: 'trainings.callout.important', message: 'Wichtig' });
  return (
    <aside className="callout" data-tone={block.tone}>
      <p className="callout-title">
        {block.title ? (
          <>
            <span className="visually-hidden">{tone}: </span>
            {block.title}
          </>
        ) : (
          tone
        )}
      </p>
      <p>{block.text}</p>
    </aside>
  );
}
