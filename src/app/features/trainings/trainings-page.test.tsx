// @vitest-environment happy-dom
// The learner's progress is read through the device's store (IndexedDB), which happy-dom lacks.
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../session/session-store.ts';
import { fakeApi, signedIn } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { course, progress } from '../../test/training-fixtures.ts';
import TrainingsPage from './trainings-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function open(routes: Parameters<typeof fakeApi>[0]) {
  signedIn(7, 'employee');
  const api = fakeApi(routes);
  const view = renderPage(<TrainingsPage />, '/trainings');
  await screen.findByRole('heading', { level: 1, name: 'Meine Schulungen' });
  return { ...api, ...view };
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('my trainings', () => {
  it('lists only the assigned courses, each with its status, result and way in', async () => {
    await open({
      'GET /trainings': {
        json: [
          course('social-engineering'),
          course('password-security'),
          course('email-security', { active: false }),
          course('social-media'),
          course('byod'),
          course('malware'),
        ],
      },
      'GET /progress/get-progress': {
        json: [
          progress('password-security', { furthestSlide: 1, slideCount: 9 }),
          progress('social-media', { moduleFinishedAt: '2026-11-02T08:00:00.000Z', furthestSlide: 8, slideCount: 9 }),
          progress('byod', {
            moduleFinishedAt: '2026-11-02T08:00:00.000Z',
            quizAttemptCount: 1,
            bestScore: 60,
            lastScore: 60,
          }),
          progress('malware', {
            moduleFinishedAt: '2026-11-02T08:00:00.000Z',
            quizAttemptCount: 2,
            quizRepeatCount: 1,
            bestScore: 100,
            lastScore: 100,
            passedAt: '2026-11-03T09:30:00.000Z',
          }),
          // Progress in a course no longer assigned is not listed.
          progress('email-security', { furthestSlide: 3 }),
        ],
      },
    });

    // The first three cards come with the first paint, the others right after it.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(screen.queryByRole('article', { name: 'Kurs email-security' })).toBeNull();
    expect(screen.getByText('1 von 5 Kursen bestanden')).toBeTruthy();

    const notStarted = card('Kurs social-engineering');
    expect(within(notStarted).getByText('Nicht begonnen')).toBeTruthy();
    expect(
      within(notStarted)
        .getByRole('link', { name: /^Starten\W+Kurs social-engineering$/ })
        .getAttribute('href'),
    ).toBe('/trainings/social-engineering');
    expect(within(notStarted).queryByRole('progressbar')).toBeNull();

    const reading = card('Kurs password-security');
    expect(within(reading).getByText('In Bearbeitung')).toBeTruthy();
    const bar = within(reading).getByRole('progressbar', { name: 'Fortschritt im Modul' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuemax')).toBe('9');
    expect(within(reading).getByRole('link', { name: /^Fortsetzen/ })).toBeTruthy();

    expect(within(card('Kurs social-media')).getByText('Quiz ausstehend')).toBeTruthy();
    expect(within(card('Kurs social-media')).getByRole('link', { name: /^Quiz starten/ })).toBeTruthy();

    const failed = card('Kurs byod');
    expect(within(failed).getByText('Quiz nicht bestanden')).toBeTruthy();
    expect(within(failed).getByText('Bestes Ergebnis: 60 % (erforderlich: 80 %)')).toBeTruthy();
    expect(within(failed).getByRole('link', { name: /^Wiederholen/ })).toBeTruthy();

    const passed = card('Kurs malware');
    expect(within(passed).getByText('Bestanden')).toBeTruthy();
    expect(within(passed).getByText('Bestanden am 03.11.2026 mit 100 %')).toBeTruthy();
    expect(within(passed).getByRole('link', { name: /^Ansehen/ })).toBeTruthy();

    // Five assigned is fewer than the certificate needs.
    expect(screen.getByText(/mindestens 6 zugewiesene und bestandene Kurse/)).toBeTruthy();
  });

  it('says when the personal certificate is earned', async () => {
    const slugs = [
      'social-engineering',
      'password-security',
      'email-security',
      'social-media',
      'byod',
      'malware',
    ] as const;
    await open({
      'GET /trainings': { json: slugs.map((slug) => course(slug)) },
      'GET /progress/get-progress': {
        json: slugs.map((slug) =>
          progress(slug, { quizAttemptCount: 1, bestScore: 80, passedAt: '2026-11-03T09:30:00.000Z' }),
        ),
      },
    });
    expect(await screen.findByText('6 von 6 Kursen bestanden')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum persönlichen Zertifikat' }).getAttribute('href')).toBe(
      '/personalCertificate',
    );
  });

  it('tells a person without courses that they will appear here', async () => {
    await open({
      'GET /trainings': { json: [course('byod', { active: false })] },
      'GET /progress/get-progress': { json: [] },
    });
    expect(await screen.findByText(/Ihnen sind noch keine Kurse zugewiesen/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
