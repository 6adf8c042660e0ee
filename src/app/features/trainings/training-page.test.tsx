// @vitest-environment happy-dom
// The learner's progress is read through the device's store (IndexedDB), which happy-dom lacks.
import 'fake-indexeddb/auto';
import { focusManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseProgress, SaveProgressRequest } from '#shared/api/progress.ts';
import { deviceStore } from '../../../device/device-store.ts';
import { clearSession } from '../../session/session-store.ts';
import { error, fakeApi, signedIn, type Call } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { material, progress, quizDraw, reviewOf } from '../../test/training-fixtures.ts';
import TrainingPage from './training-page.tsx';

const SLUG = 'password-security';
const FINISHED = { moduleFinishedAt: '2026-11-02T08:00:00.000Z', furthestSlide: 2 };

afterEach(async () => {
  cleanup();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  // What one test's device confirmed must not show in the next.
  await Promise.all([deviceStore.saves.clear(), deviceStore.progress.clear()]);
});

type Routes = Parameters<typeof fakeApi>[0];

/** The draws the fake server hands out, one after the other: questions 1–5, then 6–10, then 1–5 again. */
const DRAWS = [
  [1, 2, 3, 4, 5],
  [6, 7, 8, 9, 10],
] as const;

/**
 * Opens a course page against a fake API whose save-progress merges like the server (furthest
 * slide, finished once), and whose draw-quiz hands out the next draw once an attempt answered one.
 */
async function open(path: string, mine: CourseProgress | null, routes: Routes = {}) {
  signedIn(7, 'employee');
  let current = mine;
  // The next draw once an attempt at the current one was sent (whichever route answered the save).
  const answered = () => saves(api.calls).filter((op) => op.quizAttempt).length;
  const api = fakeApi({
    [`GET /trainings/get-training/${SLUG}?lang=de`]: { json: material },
    'POST /progress/draw-quiz': () => ({ json: quizDraw(DRAWS[answered() % 2]!) }),
    'GET /progress/get-progress': () => ({ json: current ? [current] : [] }),
    'POST /progress/create-progress': () => {
      current = progress(SLUG);
      return { json: current };
    },
    'POST /progress/save-progress': ({ body }) => {
      const op = body as SaveProgressRequest;
      current = {
        ...current!,
        furthestSlide: Math.max(current!.furthestSlide, op.slide ?? 0),
        moduleFinishedAt: current!.moduleFinishedAt ?? (op.moduleFinished ? '2026-11-05T08:00:00.000Z' : null),
        updatedAt: new Date().toISOString(),
      };
      return { json: { applied: true, progress: current } };
    },
    ...routes,
  });
  const view = renderPage(<TrainingPage />, path);
  return { ...api, ...view };
}

const saves = (calls: Call[]) =>
  calls.filter((c) => c.path === '/progress/save-progress').map((c) => c.body as SaveProgressRequest);
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** Starts the quiz once its questions (the draw) have come. */
const startQuiz = async () => fireEvent.click(await screen.findByRole('button', { name: 'Quiz starten' }));
const clickLink = (name: string | RegExp) => fireEvent.click(screen.getByRole('link', { name }));

/** The number of the question on screen (the fixture's questions are "Frage Nummer N?"). */
function shownQuestion(): number {
  const legend = document.querySelector('legend')?.textContent ?? '';
  return Number(/Frage Nummer (\d+)\?/.exec(legend)?.[1]);
}

/** Answers the question on screen, right (option b) or wrong (option a), and checks the answer. */
function answer(right: boolean) {
  const n = shownQuestion();
  fireEvent.click(screen.getByRole('radio', { name: right ? `Richtige Antwort B${n}` : `Falsche Antwort A${n}` }));
  click('Antwort prüfen');
  return n;
}

describe('the module', () => {
  it('begins the progress, walks the slides saving each change, and finishes the module into the quiz', async () => {
    const { calls, sent, location } = await open(`/trainings/${SLUG}`, null);
    const first = await heading('Folie Nummer 1');
    expect(sent('POST', '/progress/create-progress')[0]?.body).toEqual({ trainingSlug: SLUG });
    expect(location.history?.at(-1)).toBe(`/trainings/${SLUG}/1`);
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByText('In diesem Kurs lernen Sie')).toBeTruthy();
    expect(screen.getByText('Folie 1 von 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Zurück$/ })).toBeNull();
    const bar = screen.getByRole('progressbar', { name: 'Folie 1 von 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');

    clickLink(/^Weiter/);
    const second = await heading('Folie Nummer 2');
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(screen.getByRole('img', { name: 'Ein Bild zur zweiten Folie' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Folien' })).toBeTruthy();
    const [firstSave] = saves(calls);
    expect(firstSave).toMatchObject({ trainingSlug: SLUG, progressId: 40, slide: 1 });
    expect(firstSave?.opId).toMatch(/^[0-9a-f-]{36}$/);
    expect(firstSave?.secondsSpent).toBeGreaterThanOrEqual(0);

    clickLink(/^Weiter/);
    await heading('Folie Nummer 3');
    clickLink(/Weiter zum Quiz/);
    await heading('Abschlussquiz');
    // Each save is written to the device first, then sent.
    await waitFor(() => expect(saves(calls).at(-1)).toMatchObject({ slide: 2, moduleFinished: true }));
    expect(new Set(saves(calls).map((s) => s.opId)).size).toBe(saves(calls).length);
  });

  it('stays on a course just begun when a progress list asked for before it arrives after it', async () => {
    // Every list this server sends lacks the course, as one asked for just before it was begun.
    const { calls } = await open(`/trainings/${SLUG}`, null, { 'GET /progress/get-progress': { json: [] } });
    await heading('Folie Nummer 1');
    const lists = () => calls.filter((c) => c.path === '/progress/get-progress').length;
    const before = lists();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Wird geladen …')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Folie Nummer 1' })).toBeTruthy();
    focusManager.setFocused(undefined);
  });

  it('resumes at the furthest slide reached and does not skip ahead of it', async () => {
    const { location } = await open(`/trainings/${SLUG}`, progress(SLUG, { furthestSlide: 1 }));
    await heading('Folie Nummer 2');
    expect(location.history?.at(-1)).toBe(`/trainings/${SLUG}/2`);
    cleanup();
    await open(`/trainings/${SLUG}/3`, progress(SLUG, { furthestSlide: 1 }));
    await heading('Folie Nummer 2');
  });

  it('says clearly when the course is not assigned', async () => {
    await open(`/trainings/${SLUG}`, null, {
      'POST /progress/create-progress': error(403, 'TRAINING_NOT_ASSIGNED', 'Dieser Kurs ist Ihnen nicht zugewiesen.'),
    });
    await heading('Dieser Kurs ist Ihnen nicht zugewiesen');
    expect(screen.getByText(/Sie können nur Kurse bearbeiten, die Ihnen zugewiesen sind/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu meinen Schulungen' }).getAttribute('href')).toBe('/trainings');
  });
});

describe('the quiz', () => {
  it('says right or wrong after each answer, and nothing about which option is right', async () => {
    await open(`/trainings/${SLUG}/quiz`, progress(SLUG, FINISHED));
    await heading('Abschlussquiz');
    await startQuiz();
    await heading('Frage 1 von 5');

    const first = answer(true);
    expect(await screen.findByText('Das ist richtig.')).toBeTruthy();
    expect(screen.getByText('Das ist richtig.').closest('[aria-live]')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: new RegExp(`^Richtige Antwort B${first}\\b`) }) as HTMLInputElement).disabled,
    ).toBe(true);

    click('Nächste Frage');
    await heading('Frage 2 von 5');
    click('Antwort prüfen');
    expect(await screen.findByText('Bitte wählen Sie eine Antwort.')).toBeTruthy();
    const second = answer(false);
    expect(await screen.findByText('Das ist falsch.')).toBeTruthy();
    expect(screen.getByText('Ihre Antwort')).toBeTruthy();
    // Which option was right, and why, comes after the attempt.
    expect(screen.queryByText(/Richtig ist/)).toBeNull();
    expect(screen.queryByText(`Erklärung zu Frage ${second}.`)).toBeNull();
    expect(second).not.toBe(first);
  });

  it('keeps the chosen questions over a reload mid-quiz', async () => {
    await open(`/trainings/${SLUG}/quiz`, progress(SLUG, FINISHED));
    await heading('Abschlussquiz');
    await startQuiz();
    await heading('Frage 1 von 5');
    const first = answer(true);
    click('Nächste Frage');
    await heading('Frage 2 von 5');
    const second = shownQuestion();
    cleanup();

    const { location } = await open(`/trainings/${SLUG}`, progress(SLUG, FINISHED));
    await heading('Frage 2 von 5');
    expect(location.history?.at(-1)).toBe(`/trainings/${SLUG}/quiz/2`);
    expect(shownQuestion()).toBe(second);
    fireEvent.click(screen.getByRole('link', { name: /Zu meinen Schulungen/ }));
    cleanup();
    await open(`/trainings/${SLUG}/quiz/1`, progress(SLUG, FINISHED));
    await heading('Frage 1 von 5');
    expect(shownQuestion()).toBe(first);
    expect(screen.getByText('Das ist richtig.')).toBeTruthy();
  });

  it('shows a failed result as "X % of the 80 % required" with the three ways on', async () => {
    const { calls, location } = await open(`/trainings/${SLUG}/quiz`, progress(SLUG, FINISHED), {
      'POST /progress/save-progress': ({ body }) => {
        const op = body as SaveProgressRequest;
        const ids = Object.keys(op.quizAttempt?.answers ?? {});
        return {
          json: {
            applied: true,
            progress: progress(SLUG, { ...FINISHED, quizAttemptCount: 1, bestScore: 60, lastScore: 60 }),
            ...(op.quizAttempt && {
              quizAttempt: {
                id: op.quizAttempt.id,
                correctCount: 3,
                questionCount: 5,
                scorePercent: 60,
                passed: false,
                questions: ids.map((questionId, i) => ({ questionId, correct: i < 3 })),
                review: ids.slice(3).map(reviewOf),
              },
            }),
          },
        };
      },
    });
    await heading('Abschlussquiz');
    await startQuiz();
    for (const [step, right] of [true, true, true, false, false].entries()) {
      await heading(`Frage ${step + 1} von 5`);
      answer(right);
      click(step === 4 ? 'Ergebnis anzeigen' : 'Nächste Frage');
    }

    await heading('Quiz nicht bestanden');
    expect(screen.getByText('Sie haben 60 % von den erforderlichen 80 % erreicht.')).toBeTruthy();
    expect(location.history?.at(-1)).toBe(`/trainings/${SLUG}/quiz/result`);
    const attempt = saves(calls).find((s) => s.quizAttempt)!.quizAttempt!;
    expect(Object.keys(attempt.answers)).toHaveLength(5);
    expect(Object.values(attempt.answers)).toEqual(['b', 'b', 'b', 'a', 'a']);
    expect(Date.parse(attempt.attemptedAt)).not.toBeNaN();
    expect(screen.getAllByText('Falsch')).toHaveLength(2);
    // Now, and only for the two answered wrongly: the right option and why.
    expect(screen.getAllByText('Richtig ist:')).toHaveLength(2);
    expect(screen.getByText('Erklärung zu Frage 4.')).toBeTruthy();
    expect(screen.getByText('Erklärung zu Frage 5.')).toBeTruthy();
    expect(screen.queryByText('Erklärung zu Frage 1.')).toBeNull();

    expect(await screen.findByRole('button', { name: 'Quiz wiederholen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modul wiederholen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modul beenden' }).getAttribute('href')).toBe('/trainings');

    click('Quiz wiederholen');
    await heading('Frage 1 von 5');
    expect(screen.queryByText('Das ist richtig.')).toBeNull();
    expect(screen.queryByText('Das ist falsch.')).toBeNull();
    // The repeat asks the questions of the next draw.
    expect(shownQuestion()).toBe(6);
  });

  it('sends the learner through the module again after two failures in a row', async () => {
    const failedTwice = progress(SLUG, { ...FINISHED, quizAttemptCount: 2, bestScore: 60, lastScore: 40 });
    const { calls } = await open(`/trainings/${SLUG}/quiz`, failedTwice, {
      'POST /progress/draw-quiz': () => ({ json: quizDraw(DRAWS[0], { failuresInARow: 2, moduleFirst: true }) }),
    });
    await heading('Abschlussquiz');
    expect(
      await screen.findByText('Bevor Sie das Quiz wiederholen, gehen Sie bitte das Modul noch einmal durch.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quiz starten' })).toBeNull();
    click('Modul wiederholen');
    await heading('Folie Nummer 1');
    await waitFor(() => expect(saves(calls).at(-1)).toMatchObject({ moduleRepeated: true }));
  });

  it('shows a passed result and repeats the module from its first slide', async () => {
    const passed = progress(SLUG, {
      ...FINISHED,
      quizAttemptCount: 1,
      bestScore: 100,
      lastScore: 100,
      passedAt: '2026-11-03T09:30:00.000Z',
    });
    const { calls } = await open(`/trainings/${SLUG}`, passed);
    await heading('Quiz bestanden');
    expect(screen.getByText('Bestanden! Sie haben 100 % erreicht.')).toBeTruthy();
    click('Modul wiederholen');
    await heading('Folie Nummer 1');
    await waitFor(() => expect(saves(calls).at(-1)).toMatchObject({ moduleRepeated: true }));
  });

  it('scores the attempt on the device when the network is gone and says it will be confirmed', async () => {
    await open(`/trainings/${SLUG}/quiz`, progress(SLUG, FINISHED), {
      'POST /progress/save-progress': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await heading('Abschlussquiz');
    await startQuiz();
    for (let step = 1; step <= 5; step++) {
      await heading(`Frage ${step} von 5`);
      answer(true);
      click(step === 5 ? 'Ergebnis anzeigen' : 'Nächste Frage');
    }
    await heading('Quiz bestanden');
    expect(screen.getByText('Bestanden! Sie haben 100 % erreicht.')).toBeTruthy();
    expect(screen.getByText(/wird bestätigt, sobald Sie wieder online sind/)).toBeTruthy();
    // The attempt is kept on the device for sending later, with the device's score.
    const waiting = await deviceStore.saves.toArray();
    expect(waiting.find((save) => save.request.quizAttempt)?.score).toMatchObject({ scorePercent: 100 });
  });
});
