import { useEffect, useMemo, useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { Redirect, useLocation } from 'wouter';
import type { CourseProgress } from '#shared/api/progress.ts';
import { openSeal } from '#shared/api/quiz-seal.ts';
import type { TrainingMaterial } from '#shared/api/trainings.ts';
import { QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT } from '#shared/constants.ts';
import type { OptionId } from '#shared/content/course-content.ts';
import type { CourseSlug } from '#shared/courses.ts';
import {
  answeredCount,
  asShown,
  loadAttempt,
  newAttempt,
  storeAttempt,
  type QuizAttemptState,
} from './quiz-attempt-store.ts';
import { QuizIntro } from './quiz-intro.tsx';
import { QuizQuestionView } from './quiz-question.tsx';
import { QuizResult, type QuizOutcome } from './quiz-result.tsx';
import { SlideView } from './slide-view.tsx';
import { useTrainingSaves } from './use-training-saves.ts';
import { failureMessage } from '../../api/mutation-errors.ts';

type View =
  | { kind: 'resume' }
  | { kind: 'slide'; index: number }
  | { kind: 'quizIntro' }
  | { kind: 'question'; step: number }
  | { kind: 'result' };

/** The part of the path after /trainings/:slug (slides count from 1 in the path). */
function parseView(rest: string): View {
  const slide = /^(\d{1,2})(\/\d+)?$/.exec(rest);
  if (slide) return { kind: 'slide', index: Number(slide[1]) - 1 };
  if (rest === 'quiz') return { kind: 'quizIntro' };
  if (rest === 'quiz/result') return { kind: 'result' };
  const question = /^quiz\/(\d)$/.exec(rest);
  if (question) return { kind: 'question', step: Number(question[1]) };
  return { kind: 'resume' };
}

/** The path of a view (the reverse of parseView). */
function viewPath(base: string, view: Exclude<View, { kind: 'resume' }>): string {
  switch (view.kind) {
    case 'slide':
      return `${base}/${view.index + 1}`;
    case 'quizIntro':
      return `${base}/quiz`;
    case 'question':
      return `${base}/quiz/${view.step}`;
    case 'result':
      return `${base}/quiz/result`;
  }
}

type Props = { slug: CourseSlug; rest: string; material: TrainingMaterial; progress: CourseProgress | undefined };

/**
 * One course from first slide to quiz result. Holds what the server does not know yet: the slide
 * reached before its save is answered, the quiz attempt under way and the last attempt's result.
 */
export function TrainingFlow({ slug, rest, material, progress }: Props) {
  const [, navigate] = useLocation();
  const base = `/trainings/${slug}`;
  const course = useMemo(() => ({ material, slideCount: material.slides.length }), [material]);
  const saves = useTrainingSaves(slug, progress?.id, course);
  const slideCount = material.slides.length;
  const [localReached, setLocalReached] = useState(0);
  const [localFinished, setLocalFinished] = useState(false);
  const [attempt, setAttemptState] = useState<QuizAttemptState | null>(() => loadAttempt(slug, material.quiz));
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const reached = Math.min(Math.max(progress?.furthestSlide ?? 0, localReached), slideCount - 1);
  const finished = Boolean(progress?.moduleFinishedAt) || localFinished;
  const answered = attempt ? answeredCount(attempt) : 0;

  const setAttempt = (next: QuizAttemptState | null) => {
    setAttemptState(next);
    storeAttempt(slug, next);
  };

  /** Where /trainings/:slug leads: the quiz under way, the result, the quiz intro or the furthest slide. */
  const resumeView = (): Exclude<View, { kind: 'resume' }> => {
    if (finished && attempt) return { kind: 'question', step: Math.min(answered + 1, QUIZ_QUESTIONS_PER_ATTEMPT) };
    if (progress && progress.quizAttemptCount > 0) return { kind: 'result' };
    if (finished) return { kind: 'quizIntro' };
    return { kind: 'slide', index: reached };
  };
  const resumed = resumeView();
  const resumePath = viewPath(base, resumed);

  const goToSlide = (index: number) => {
    setLocalReached((current) => Math.max(current, index));
    saves.saveQuietly({ slide: index });
  };

  const finishModule = () => {
    setLocalFinished(true);
    saves.saveQuietly({ slide: slideCount - 1, moduleFinished: true });
  };

  const startQuiz = () => {
    const current = attempt ?? newAttempt(material.quiz);
    if (!attempt) setAttempt(current);
    setOutcome(null);
    navigate(`${base}/quiz/${Math.min(answeredCount(current) + 1, QUIZ_QUESTIONS_PER_ATTEMPT)}`);
  };

  const repeatQuiz = () => {
    setAttempt(newAttempt(material.quiz));
    setOutcome(null);
    navigate(`${base}/quiz/1`);
  };

  const repeatModule = () => {
    setOutcome(null);
    saves.saveQuietly({ slide: 0, moduleRepeated: true });
    navigate(`${base}/1`);
  };

  const check = (questionId: string, optionId: OptionId) => {
    if (attempt) setAttempt({ ...attempt, answers: { ...attempt.answers, [questionId]: optionId } });
  };

  const submit = async () => {
    if (!attempt || submitting) return;
    const answers = attempt.answers;
    setSubmitting(true);
    let result: QuizOutcome;
    try {
      result = await saves.submitQuiz({ id: attempt.id, answers, attemptedAt: new Date().toISOString() });
    } catch (error) {
      setSubmitting(false);
      toast.error(failureMessage(error));
      return;
    }
    // The review lists the questions in the order they were asked.
    const asked = attempt.questionIds;
    result.score.questions?.sort((a, b) => asked.indexOf(a.questionId) - asked.indexOf(b.questionId));
    setSubmitting(false);
    setOutcome(result);
    setAttempt(null);
    navigate(`${base}/quiz/result`);
  };

  // The course's own address (its card's link) resumes at the furthest slide: drawn at once, the
  // address replaced after the paint (one more render, which changes nothing on screen), where a
  // redirect would draw frame and page twice before the slide (a phone's slowest step in opening
  // a course). The quiz's views keep their redirect and its checks.
  const asked = parseView(rest);
  const resumesAtSlide = asked.kind === 'resume' && resumed.kind === 'slide';
  const resumedSlidePath = resumesAtSlide ? resumePath : undefined;
  useEffect(() => {
    if (resumedSlidePath) navigate(resumedSlidePath, { replace: true });
  }, [resumedSlidePath, navigate]);
  const view: View = resumesAtSlide ? resumed : asked;
  switch (view.kind) {
    case 'resume':
      return <Redirect to={resumePath} replace />;
    case 'slide': {
      if (view.index >= slideCount || (!finished && view.index > reached)) return <Redirect to={resumePath} replace />;
      return (
        <SlideView
          base={base}
          material={material}
          index={view.index}
          offline={saves.offline}
          onMove={goToSlide}
          onFinish={finishModule}
          onExercise={(exercise) => saves.saveQuietly({ exercise })}
        />
      );
    }
    case 'quizIntro':
      if (!finished) return <Redirect to={resumePath} replace />;
      return (
        <QuizIntro
          base={base}
          material={material}
          lastSlide={slideCount}
          answered={answered}
          attempts={progress?.quizAttemptCount ?? 0}
          onStart={startQuiz}
        />
      );
    case 'question': {
      // Without an attempt under way: the one just sent has its result, or a new one starts at the intro.
      if (!finished || !attempt) return <Redirect to={`${base}/quiz${outcome ? '/result' : ''}`} replace />;
      const allowed = Math.min(answered + 1, QUIZ_QUESTIONS_PER_ATTEMPT);
      if (view.step < 1 || view.step > allowed) return <Redirect to={`${base}/quiz/${allowed}`} replace />;
      const questionId = attempt.questionIds[view.step - 1]!;
      const question = asShown(
        attempt,
        material.quiz.find((q) => q.id === questionId)!,
      );
      const checked = attempt.answers[questionId];
      const last = view.step === QUIZ_QUESTIONS_PER_ATTEMPT;
      return (
        <QuizQuestionView
          key={view.step}
          courseTitle={material.title}
          question={question}
          step={view.step}
          checked={checked}
          reveal={checked === undefined ? undefined : openSeal(material.slug, material.lang, question)}
          last={last}
          submitting={submitting}
          onCheck={(optionId) => check(questionId, optionId)}
          onNext={() => (last ? void submit() : navigate(`${base}/quiz/${view.step + 1}`))}
        />
      );
    }
    case 'result': {
      const shown: QuizOutcome | null =
        outcome ??
        (progress && progress.quizAttemptCount > 0 && progress.lastScore !== null
          ? {
              score: { scorePercent: progress.lastScore, passed: progress.lastScore >= QUIZ_PASS_PERCENT },
              confirmed: true,
            }
          : null);
      if (!shown) return <Redirect to={`${base}/quiz`} replace />;
      return (
        <QuizResult
          courseTitle={material.title}
          quiz={material.quiz}
          outcome={shown}
          passedAt={progress?.passedAt ?? null}
          onRepeatQuiz={repeatQuiz}
          onRepeatModule={repeatModule}
        />
      );
    }
  }
}
