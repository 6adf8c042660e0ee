// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '#shared/api/courses.ts';
import { clearSession } from '../../session/session-store.ts';
import { error, fakeApi, signedIn } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { useCourseChange } from './api/course-changes.ts';
import { CourseDeadline } from './course-deadline.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const course: Course = {
  id: 1,
  slug: 'email-security',
  image: '',
  section: '',
  titleKey: 'email-security',
  title: 'Phishing',
  summary: '',
  estimatedMinutes: 20,
  employees: [7, 8],
  active: true,
  dueAgainSince: null,
  lastPassedAt: null,
  deadlines: [
    { ownerId: 7, dueOn: '2030-03-01' },
    { ownerId: 8, dueOn: '2030-03-01' },
  ],
};

/** The deadline of a course card, sending through the page's one course change. */
function Card() {
  const { change, busy } = useCourseChange(3);
  return <CourseDeadline course={course} holderCount={2} onChange={change} busy={busy} />;
}

const dayField = () => screen.getByLabelText(/Frist für alle mit diesem Kurs/) as HTMLInputElement;

describe('the deadline of a course for everyone', () => {
  it('sets the day for all, says so and empties the field', async () => {
    signedIn(1, 'employer');
    const api = fakeApi({ 'POST /trainings/set-deadline': { json: { success: true, changed: 2 } } });
    renderPage(<Card />);
    expect(screen.getByText('Frist für alle: 01.03.2030')).toBeTruthy();
    fireEvent.change(dayField(), { target: { value: '2030-04-15' } });
    fireEvent.click(screen.getByRole('button', { name: /^Frist setzen/ }));
    expect(await screen.findByText('Frist für „Phishing“ auf 15.04.2030 gesetzt.')).toBeTruthy();
    expect(api.sent('POST', '/trainings/set-deadline')[0]?.body).toEqual({
      trainingSlug: 'email-security',
      dueOn: '2030-04-15',
    });
    await waitFor(() => expect(dayField().value).toBe(''));
  });

  it('keeps a refused day in the field and toasts the server’s words', async () => {
    signedIn(1, 'employer');
    fakeApi({ 'POST /trainings/set-deadline': error(400, 'VALIDATION_FAILED', 'Der Tag liegt zu weit voraus.') });
    renderPage(<Card />);
    fireEvent.change(dayField(), { target: { value: '2030-04-15' } });
    fireEvent.click(screen.getByRole('button', { name: /^Frist setzen/ }));
    expect(await screen.findByText('Der Tag liegt zu weit voraus.')).toBeTruthy();
    expect(dayField().value).toBe('2030-04-15');
  });

  it('removes the deadline for all after the question', async () => {
    signedIn(1, 'employer');
    const api = fakeApi({ 'POST /trainings/set-deadline': { json: { success: true, changed: 2 } } });
    renderPage(<Card />);
    fireEvent.click(screen.getByRole('button', { name: /^Frist entfernen.*Phishing/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Frist entfernen', hidden: true }));
    expect(await screen.findByText('Frist für „Phishing“ entfernt.')).toBeTruthy();
    expect(api.sent('POST', '/trainings/set-deadline')[0]?.body).toEqual({
      trainingSlug: 'email-security',
      dueOn: null,
    });
  });
});
