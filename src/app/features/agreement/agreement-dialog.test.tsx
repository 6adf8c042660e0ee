// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Employee } from '#shared/api/employees.ts';
import { clearSession } from '../../session/session-store.ts';
import { employee, error, fakeApi, publicConfig, signedIn } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { formatBerlinDate } from '#shared/berlin-dates.ts';
import AgreementDialog from './agreement-dialog.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(me: Employee, routes: Parameters<typeof fakeApi>[0] = {}) {
  let current = me;
  const api = fakeApi({
    'GET /public-config': { json: publicConfig },
    'GET /employee/7': () => ({ json: current }),
    'PATCH /employee/7': () => {
      current = { ...current, orderProcessingAccepted: true, orderProcessingAcceptedAt: '2026-11-22T09:15:00.000Z' };
      return { json: current };
    },
    ...routes,
  });
  const onClose = vi.fn();
  const view = renderPage(<AgreementDialog userId={7} onClose={onClose} />, '/course-settings');
  const dialog = await screen.findByRole('dialog', { name: 'Auftragsverarbeitungsvertrag' });
  // The contract text arrives with the configuration its placeholders need.
  await screen.findByRole('heading', { level: 1, name: /Auftragsverarbeitungsvertrag/ });
  return { ...api, ...view, onClose, dialog: dialog as HTMLDialogElement };
}

const checkbox = () =>
  screen.getByRole('checkbox', { name: 'Ich akzeptiere den Auftragsverarbeitungsvertrag.' }) as HTMLInputElement;
const legacy = employee({
  createdAt: '2021-06-01T08:00:00.000Z',
  orderProcessingAccepted: false,
  orderProcessingAcceptedAt: null,
  notifications: [{ name: 'orderProcessingAgreement' }],
});

describe('agreement modal, not yet accepted', () => {
  it('offers the checkbox and cancel, and refuses to close', async () => {
    const { dialog, onClose } = await open(legacy);
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(checkbox().checked).toBe(false);
    expect(checkbox().disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Abbrechen und abmelden' })).toBeTruthy();
    expect(screen.queryByText(/Akzeptiert am/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Bitte akzeptieren Sie den Vertrag, um das Portal zu nutzen. Wenn Sie abbrechen, werden Sie abgemeldet.',
    );
    const escape = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves only when ticked, with the acceptance and its moment, then closes', async () => {
    const { dialog, onClose, sent } = await open(legacy);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte bestätigen Sie dies, um fortzufahren.')).toBeTruthy();
    expect(sent('PATCH', '/employee/7')).toEqual([]);

    fireEvent.click(checkbox());
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = sent('PATCH', '/employee/7')[0]?.body as Record<string, unknown>;
    expect(body.orderProcessingAccepted).toBe(true);
    expect(Date.now() - Date.parse(String(body.orderProcessingAcceptedAt))).toBeLessThan(60_000);
    expect(dialog.open).toBe(false);
    // The account (and with it the notifications) is loaded again.
    expect(sent('GET', '/employee/7').length).toBeGreaterThan(1);
    expect(await screen.findByText('Vielen Dank. Sie haben den Auftragsverarbeitungsvertrag akzeptiert.')).toBeTruthy();
  });

  it('keeps the modal open and says why when saving fails', async () => {
    const { dialog, onClose } = await open(legacy, {
      'PATCH /employee/7': error(503, 'SERVICE_UNAVAILABLE', 'Der Dienst ist vorübergehend nicht erreichbar.'),
    });
    fireEvent.click(checkbox());
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    // Inside the modal, as an alert: a toast would be drawn behind it.
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Der Dienst ist vorübergehend nicht erreichbar.');
    expect(dialog.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cancel closes the modal and signs out', async () => {
    const { onClose, location } = await open(legacy);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen und abmelden' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/logout'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('agreement modal, accepted', () => {
  it('shows the date as DD.MM.YYYY, a disabled ticked checkbox, no cancel, and closes', async () => {
    const { dialog, onClose } = await open(
      employee({ orderProcessingAccepted: true, orderProcessingAcceptedAt: '2022-03-17T23:30:00.000Z' }),
    );
    // German time: 17 March 23:30 UTC is already 18 March in Berlin.
    expect(screen.getByText('Akzeptiert am 18.03.2022')).toBeTruthy();
    expect(checkbox().checked).toBe(true);
    expect(checkbox().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Abbrechen und abmelden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dialog.open).toBe(false);
  });

  it('formats dates in German time', () => {
    expect(formatBerlinDate('2024-01-05T10:00:00.000Z')).toBe('05.01.2024');
    expect(formatBerlinDate('2024-07-31T22:30:00.000Z')).toBe('01.08.2024');
  });
});

describe('agreement download', () => {
  it('saves the PDF under the versioned name and releases the URL after 60 s', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await open(employee(), { 'GET /files/agreement': new Response(pdf, { status: 200 }) });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:agreement');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Herunterladen (PDF)' }));
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('Auftragsverarbeitungsvertrag V 5.40.pdf');
    expect(clicks[0]?.href).toBe('blob:agreement');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:agreement');
    vi.useRealTimers();
  });

  it('only logs a failed download', async () => {
    signedIn(7, 'employer');
    const { calls } = await open(employee(), { 'GET /files/agreement': error(404, 'NOT_FOUND', 'nicht gefunden') });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Herunterladen (PDF)' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    // A public file: the session token is not sent with it.
    expect(calls.find((call) => call.path === '/files/agreement')?.headers.Authorization).toBeUndefined();
  });
});
