// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employee, error, fakeApi, signedIn } from '../test/fake-api.ts';
import { i18n } from '../i18n.ts';
import { chooseLanguage, sendAccountLanguage, waitingLanguageOf } from './account-language.ts';
import { clearSession } from '../session/session-store.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the account’s language', () => {
  it('is sent at once when the server answers', async () => {
    signedIn(7, 'employee');
    const api = fakeApi({ 'PATCH /employee/7': { json: employee({ id: 7, role: 'employee', lang: 'en' }) } });
    await chooseLanguage('en');
    expect(i18n.locale).toBe('en');
    expect(api.sent('PATCH', '/employee/7').map((call) => call.body)).toEqual([{ lang: 'en' }]);
    expect(waitingLanguageOf(7)).toBeUndefined();
  });

  it('waits on the device while offline, then is sent by the next attempt', async () => {
    signedIn(7, 'employee');
    vi.stubGlobal('fetch', vi.fn(offline));
    await chooseLanguage('en');
    expect(i18n.locale).toBe('en');
    expect(waitingLanguageOf(7)).toBe('en');

    // A server error is not an answer about the language either.
    fakeApi({ 'PATCH /employee/7': { status: 503, json: {} } });
    await sendAccountLanguage();
    expect(waitingLanguageOf(7)).toBe('en');

    // Nor is an ended session: the choice goes with the next sign-in.
    fakeApi({ 'PATCH /employee/7': error(401, 'AUTHORIZATION_REQUIRED', 'Bitte melden Sie sich an.') });
    await sendAccountLanguage();
    expect(waitingLanguageOf(7)).toBe('en');

    const api = fakeApi({ 'PATCH /employee/7': { json: employee({ id: 7, role: 'employee', lang: 'en' }) } });
    await sendAccountLanguage();
    expect(api.sent('PATCH', '/employee/7').map((call) => call.body)).toEqual([{ lang: 'en' }]);
    expect(waitingLanguageOf(7)).toBeUndefined();
  });

  it('is dropped when the server refuses it for good, and never sent for someone else', async () => {
    signedIn(7, 'employee');
    vi.stubGlobal('fetch', vi.fn(offline));
    await chooseLanguage('de');
    expect(waitingLanguageOf(7)).toBe('de');

    signedIn(8, 'employee');
    const other = fakeApi({});
    await sendAccountLanguage();
    expect(other.calls).toEqual([]);
    expect(waitingLanguageOf(7)).toBe('de');

    signedIn(7, 'employee');
    fakeApi({ 'PATCH /employee/7': error(403, 'FORBIDDEN', 'Nein.') });
    await sendAccountLanguage();
    expect(waitingLanguageOf(7)).toBeUndefined();
  });

  it('is forgotten after a session’s life: another device may have chosen since', async () => {
    signedIn(7, 'employee');
    vi.stubGlobal('fetch', vi.fn(offline));
    await chooseLanguage('en');
    const stored = JSON.parse(localStorage.getItem('pendingAccountLang')!) as { at: number };
    localStorage.setItem('pendingAccountLang', JSON.stringify({ ...stored, at: Date.now() - 15 * 24 * 3600_000 }));
    expect(waitingLanguageOf(7)).toBeUndefined();
  });

  it('is only the app’s for an admin', async () => {
    signedIn(1, 'admin');
    const api = fakeApi({});
    await chooseLanguage('en');
    expect(i18n.locale).toBe('en');
    expect(api.calls).toEqual([]);
    expect(waitingLanguageOf(1)).toBeUndefined();
  });
});
