// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExerciseEvent } from '#shared/api/progress.ts';
import type { PickExercise, SortExercise, SpotExercise } from '#shared/content/course-content.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { ExerciseBlock } from './exercise-block.tsx';

afterEach(cleanup);

const head = { type: 'exercise' as const, title: 'Übungstitel', task: 'Was fällt auf?', conclusion: 'Die Lehre.' };

const spot: SpotExercise = {
  ...head,
  id: 'e1',
  kind: 'spot',
  artefact: 'email',
  parts: [
    { id: 'from', label: 'Von', text: 'service@beispielbank.example', clue: true, feedback: 'Fremde Domain.' },
    { id: 'greeting', text: 'Guten Tag Frau Berg,', clue: false, feedback: 'Persönliche Anrede, unauffällig.' },
    { id: 'link', label: 'Link-Ziel', text: 'konto-check.example', clue: true, feedback: 'Fremdes Ziel.' },
    { id: 'sign', text: 'Ihre Beispielbank', clue: false, feedback: 'Gruß, unauffällig.' },
  ],
};

const sort: SortExercise = {
  ...head,
  id: 'e2',
  kind: 'sort',
  categories: [
    { id: 'real', label: 'Echt' },
    { id: 'fake', label: 'Gefälscht' },
  ],
  items: [
    { id: 'a', text: 'beispielbank.de/login', category: 'real', feedback: 'Endet auf beispielbank.de.' },
    { id: 'b', text: 'beispielbank.de.konto.example', category: 'fake', feedback: 'Endet auf konto.example.' },
  ],
};

const pick: PickExercise = {
  ...head,
  id: 'e3',
  kind: 'pick',
  scene: 'Freitag, 17:55 Uhr.',
  options: [
    { id: 'one', label: 'Anrufer', text: 'Hier ist die Geschäftsführung.', feedback: 'Noch kein Anlass.' },
    {
      id: 'two',
      label: 'Anrufer',
      text: 'Überweisen Sie sofort, sagen Sie niemandem etwas.',
      feedback: 'Jetzt auflegen.',
    },
    { id: 'three', label: 'Anrufer', text: 'Die Nummer schicke ich per E-Mail.', feedback: 'Zu spät.' },
  ],
  answer: 'two',
};

function show(exercise: SpotExercise | SortExercise | PickExercise) {
  const events: ExerciseEvent[] = [];
  const report = vi.fn((event: ExerciseEvent) => events.push(event));
  renderPage(<ExerciseBlock exercise={exercise} onReport={report} />);
  return events;
}

describe('spot exercise', () => {
  it('marks parts with toggle buttons and says after the check which were found, missed or harmless', () => {
    const events = show(spot);
    const part = (name: RegExp) => screen.getByRole('button', { name });
    fireEvent.click(part(/service@beispielbank/));
    expect(part(/service@beispielbank/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(part(/Guten Tag/));
    fireEvent.click(part(/Guten Tag/));
    fireEvent.click(part(/Ihre Beispielbank/));
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));

    expect(screen.getByRole('status').textContent).toContain(
      '1 von 2 Warnzeichen gefunden. Unauffällige Stellen markiert: 1.',
    );
    expect(screen.getByText(/Warnzeichen erkannt/).parentElement!.textContent).toContain('Fremde Domain.');
    expect(screen.getByText(/Warnzeichen übersehen/).parentElement!.textContent).toContain('Fremdes Ziel.');
    expect(screen.getByText(/Hier ist nichts verdächtig/).parentElement!.textContent).toContain('Gruß');
    expect(part(/service@beispielbank/).hasAttribute('disabled')).toBe(true);
    expect(events).toEqual([{ id: 'e1' }, { id: 'e1', finished: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Noch einmal versuchen' }));
    expect(part(/service@beispielbank/).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('sort exercise', () => {
  it('asks for every item before the check, then names the right category of each', () => {
    const events = show(sort);
    const first = screen.getByRole('group', { name: 'beispielbank.de/login' });
    fireEvent.click(within(first).getByRole('radio', { name: 'Gefälscht' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(screen.getByText('Noch nicht zugeordnet: 1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    const second = screen.getByRole('group', { name: 'beispielbank.de.konto.example' });
    fireEvent.click(within(second).getByRole('radio', { name: 'Gefälscht' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(screen.getByRole('status').textContent).toContain('1 von 2 richtig zugeordnet.');
    expect(first.textContent).toContain('Nicht ganz: gehört zu „Echt“.');
    expect(second.textContent).toContain('Richtig.');
    expect(events).toEqual([{ id: 'e2' }, { id: 'e2', finished: true }]);
  });
});

describe('pick exercise', () => {
  it('shows the scene, takes one choice and gives feedback on every option', () => {
    const events = show(pick);
    expect(screen.getByText('Freitag, 17:55 Uhr.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Die Nummer schicke ich/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(screen.getByRole('status').textContent).toContain('Nicht die beste Wahl');
    expect(screen.getByText(/Richtige Antwort\./).parentElement!.textContent).toContain('Jetzt auflegen.');
    expect(screen.getByText(/Ihre Wahl\./).parentElement!.textContent).toContain('Zu spät.');
    expect(events).toEqual([{ id: 'e3' }, { id: 'e3', finished: true }]);
  });
});
