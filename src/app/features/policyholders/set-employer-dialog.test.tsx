// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEmployee } from '#shared/api/admin-employees.ts';
import { clearSession } from '../../session/session-store.ts';
import { fakeApi, signedIn } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SetEmployerDialog } from './set-employer-dialog.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const person = (salutation: AdminEmployee['salutation']): AdminEmployee => ({
  id: 5,
  firstname: 'Ines',
  lastname: 'Kraus',
  salutation,
  email: 'ines@example.de',
  role: 'manager',
  companyId: 3,
  active: true,
  locked: false,
  isFirstLogin: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  orderProcessingAccepted: false,
});

/** The people list's dialog: shown for one person, closed by the list (a toast waits until it is). */
function Shown({ person, onDone }: { person: AdminEmployee; onDone: (id: number) => Promise<void> }) {
  const [shown, setShown] = useState<AdminEmployee | null>(person);
  return <SetEmployerDialog person={shown} onClose={() => setShown(null)} onDone={onDone} />;
}

describe('the admin’s "make employer" dialog', () => {
  it.each([
    ['Frau', 'Zur Arbeitgeberin machen', 'Ines Kraus wird Arbeitgeberin', 'Ines Kraus ist jetzt Arbeitgeberin.'],
    ['Herr', 'Zum Arbeitgeber machen', 'Ines Kraus wird Arbeitgeber ', 'Ines Kraus ist jetzt Arbeitgeber.'],
    [null, 'Zum Arbeitgeber machen', 'Ines Kraus wird Arbeitgeber ', 'Ines Kraus ist jetzt Arbeitgeber.'],
  ] as const)('speaks of a person with salutation %s in the matching form', async (salutation, title, text, done) => {
    signedIn(1, 'admin');
    const api = fakeApi({
      'POST /employee/set-employer/5?role=manager': { json: { success: true, employerId: 5, previousEmployerId: 2 } },
    });
    const onDone = vi.fn(async () => {});
    renderPage(<Shown person={person(salutation)} onDone={onDone} />);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(new RegExp(text)).textContent).toContain('Auftragsverarbeitungsvertrag');
    // The previous employer's new role is named as every list names it.
    expect(screen.getByRole('radio', { name: 'Mitarbeitende' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Arbeitgeber wechseln' }));
    expect(await screen.findByText(done)).toBeTruthy();
    expect(api.sent('POST', '/employee/set-employer/5?role=manager')).toHaveLength(1);
    expect(onDone).toHaveBeenCalledWith(5);
  });
});
