// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExerciseEvent } from '#shared/api/progress.ts';
import {
  DecideExercise,
  type Exercise,
  type PickExercise,
  type SortExercise,
  type SpotExercise,
} from '#shared/content/course-content.ts';
import * as v from 'valibot';
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

function show(exercise: Exercise) {
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
    // A warning sign missed: begun, not done (decision 100).
    expect(screen.getByRole('status').textContent).toContain('Noch nicht erledigt: Es fehlen noch Warnzeichen.');
    expect(events).toEqual([{ id: 'e1' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Noch einmal versuchen' }));
    expect(part(/service@beispielbank/).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');

    // Every part marked: the signs are found, but that is no answer.
    for (const name of [/service@beispielbank/, /Guten Tag/, /konto-check/, /Ihre Beispielbank/])
      fireEvent.click(part(name));
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(screen.getByRole('status').textContent).toContain(
      'Noch nicht erledigt: Es sind zu viele unauffällige Stellen markiert.',
    );
    expect(events).toEqual([{ id: 'e1' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Noch einmal versuchen' }));
    for (const name of [/service@beispielbank/, /konto-check/, /Ihre Beispielbank/]) fireEvent.click(part(name));
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(screen.getByRole('status').textContent).toContain('Übung erledigt.');
    expect(events).toEqual([{ id: 'e1' }, { id: 'e1', finished: true }]);
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

/** An e-mail whose parts name their field: drawn as a mail client shows it. */
const mail: SpotExercise = {
  ...head,
  id: 'e4',
  kind: 'spot',
  artefact: 'email',
  parts: [
    { id: 'subject', field: 'subject', label: 'Betreff', text: 'Ihr Paket', clue: false, feedback: 'Unauffällig.' },
    {
      id: 'from',
      field: 'from',
      label: 'Von',
      text: 'Paketdienst',
      address: 'info@paket-zustellung.example',
      clue: true,
      feedback: 'Fremde Domain.',
    },
    {
      id: 'reply',
      field: 'replyTo',
      label: 'Antwort an',
      text: 'Kundenservice',
      address: 'kundendienst@mailbox.example',
      clue: true,
      feedback: 'Die Antwort ginge an ein fremdes Postfach.',
    },
    { id: 'body', field: 'body', text: 'Ihr Paket wartet.', clue: false, feedback: 'Unauffällig.' },
    {
      id: 'link',
      field: 'link',
      text: 'Sendung verfolgen',
      href: 'https://paket.example.sharepoint.com/verfolgen',
      clue: true,
      feedback: 'Das Ziel liegt auf einer fremden Plattform.',
    },
    { id: 'file', field: 'attachment', text: 'Lieferschein.pdf.html', clue: true, feedback: 'Eine HTML-Datei.' },
  ],
};

describe('a mail exercise', () => {
  it('shows sender and reply-to with their real addresses, the attachment, and a link whose target shows on hover and focus', () => {
    show(mail);
    expect(screen.getByRole('button', { name: /Paketdienst <info@paket-zustellung\.example>/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Kundenservice <kundendienst@mailbox\.example>/ })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Anhänge' }).textContent).toContain('Lieferschein.pdf.html');

    const link = screen.getByRole('button', { name: /Sendung verfolgen/ });
    // Screen readers hear the target as the link's description; the eye sees it on hover or focus.
    expect(document.getElementById(link.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Link-Ziel: https://paket.example.sharepoint.com/verfolgen',
    );
    expect(document.querySelector('.link-target')).toBeNull();
    fireEvent.mouseEnter(link);
    expect(document.querySelector('.link-target')!.textContent).toBe('https://paket.example.sharepoint.com/verfolgen');
    fireEvent.mouseLeave(link);
    expect(document.querySelector('.link-target')).toBeNull();
    fireEvent.focus(link);
    expect(document.querySelector('.link-target')).not.toBeNull();
    // Marking still works on the link itself.
    fireEvent.click(link);
    expect(link.getAttribute('aria-pressed')).toBe('true');
  });
});

const decide: DecideExercise = v.parse(DecideExercise, {
  ...head,
  id: 'e5',
  kind: 'decide',
  artefact: 'call',
  steps: [
    {
      id: 'start',
      situation: 'Ein Anrufer nennt sich „IT-Support“ und bittet um die Schnellhilfe.',
      choices: [
        {
          id: 'help',
          text: 'Die Schnellhilfe öffnen.',
          good: false,
          feedback: 'Er sieht jetzt Ihren Bildschirm.',
          next: 'later',
        },
        { id: 'back', text: 'Auflegen und die IT zurückrufen.', good: true, feedback: 'Die IT weiß von nichts.' },
      ],
    },
    {
      id: 'later',
      situation: 'Auf dem Bildschirm bewegt sich die Maus von allein.',
      choices: [
        {
          id: 'cut',
          text: 'Die Verbindung trennen und die IT anrufen.',
          good: true,
          feedback: 'Rechtzeitig gestoppt.',
        },
        { id: 'wait', text: 'Abwarten, bis er fertig ist.', good: false, feedback: 'Er installiert ein Programm.' },
      ],
    },
  ],
});

describe('a link on a phone', () => {
  it('shows its target on a long press, which does not mark it; a short tap marks it', () => {
    vi.useFakeTimers();
    try {
      show(mail);
      const link = screen.getByRole('button', { name: /Sendung verfolgen/ });
      fireEvent.pointerDown(link, { pointerType: 'touch' });
      act(() => vi.advanceTimersByTime(600));
      expect(document.querySelector('.link-target')!.textContent).toBe(
        'https://paket.example.sharepoint.com/verfolgen',
      );
      fireEvent.pointerUp(link, { pointerType: 'touch' });
      fireEvent.click(link);
      expect(link.getAttribute('aria-pressed')).toBe('false');
      fireEvent.pointerDown(link, { pointerType: 'touch' });
      act(() => vi.advanceTimersByTime(100));
      fireEvent.pointerUp(link, { pointerType: 'touch' });
      fireEvent.click(link);
      expect(link.getAttribute('aria-pressed')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a decide exercise', () => {
  it('unfolds step by step: each choice shows its consequence and leads on until the story ends', () => {
    const events = show(decide);
    expect(screen.getByText(/Ein Anrufer nennt sich/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Die Schnellhilfe öffnen.' }));
    expect(screen.getByText('Er sieht jetzt Ihren Bildschirm.')).toBeTruthy();
    expect(screen.getByText('Riskant.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Auf dem Bildschirm bewegt sich die Maus von allein.');
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Die Verbindung trennen und die IT anrufen.' }));
    expect(screen.getByRole('status').textContent).toContain('Riskante Entscheidungen: 1 von 2.');
    expect(screen.getByRole('status').textContent).toContain('Die Lehre.');
    expect(events).toEqual([{ id: 'e5' }, { id: 'e5', finished: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Noch einmal versuchen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Auflegen und die IT zurückrufen.' }));
    expect(screen.getByRole('status').textContent).toContain('Sie haben jedes Mal sicher entschieden.');
  });

  it('refuses a story that leads nowhere safe, loops, or leaves a step out', () => {
    const steps = decide.steps;
    const broken = (changed: unknown) => !v.safeParse(DecideExercise, { ...decide, steps: changed }).success;
    // A loop: the second step leads back to the first.
    expect(
      broken([steps[0], { ...steps[1], choices: [{ ...steps[1]!.choices[0]!, next: 'start' }, steps[1]!.choices[1]] }]),
    ).toBe(true);
    // A step nobody reaches.
    expect(
      broken([
        { ...steps[0], choices: [steps[0]!.choices[1], { ...steps[0]!.choices[0]!, next: undefined }] },
        steps[1],
      ]),
    ).toBe(true);
    // No safe way to an end.
    expect(broken([{ ...steps[0], choices: steps[0]!.choices.map((c) => ({ ...c, good: false })) }, steps[1]])).toBe(
      true,
    );
    // A choice leading to a step that does not exist.
    expect(
      broken([
        { ...steps[0], choices: [{ ...steps[0]!.choices[0]!, next: 'nowhere' }, steps[0]!.choices[1]] },
        steps[1],
      ]),
    ).toBe(true);
  });
});
