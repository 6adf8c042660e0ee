import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../locales/de/messages.po';
import { dialogOpened } from '../toasts/open-dialogs.ts';
import { ApiError } from './api-error.ts';
import { shownAtField, toastMutationError } from './mutation-errors.ts';

const shown = vi.hoisted(() => vi.fn());
vi.mock('../toasts/toast.ts', () => ({ toast: { error: shown } }));

beforeAll(() => i18n.loadAndActivate({ locale: 'de', messages }));
beforeEach(() => {
  shown.mockClear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const refused = () => new ApiError(409, 'EMAIL_ALREADY_EXISTS', 'Diese E-Mail-Adresse ist bereits vergeben.');

describe('the one message of a failed mutation', () => {
  it('says the server’s translated message', () => {
    toastMutationError(refused(), { meta: undefined });
    vi.runAllTimers();
    expect(shown).toHaveBeenCalledWith('Diese E-Mail-Adresse ist bereits vergeben.');
  });

  it('says "something went wrong" for a failure without a message', () => {
    toastMutationError(new Error('boom'), { meta: undefined });
    vi.runAllTimers();
    expect(shown).toHaveBeenCalledWith('Etwas ist schiefgelaufen.');
  });

  it('stays quiet for a form that shows the failure itself, or for the codes it shows', () => {
    toastMutationError(refused(), { meta: { quiet: true } });
    toastMutationError(refused(), { meta: { quiet: ['EMAIL_ALREADY_EXISTS'] } });
    vi.runAllTimers();
    expect(shown).not.toHaveBeenCalled();
    toastMutationError(refused(), { meta: { quiet: ['CURRENT_PASSWORD_WRONG'] } });
    vi.runAllTimers();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('is not said again when the form shows it at a field', () => {
    const error = refused();
    toastMutationError(error, { meta: undefined });
    shownAtField(error);
    vi.runAllTimers();
    expect(shown).not.toHaveBeenCalled();
  });

  it('closes the open dialogs on a refusal for want of the right, and says why', () => {
    const close = vi.fn();
    const forget = dialogOpened({ showError: vi.fn(), close });
    const accountReadAgain = vi.fn();
    toastMutationError(
      new ApiError(403, 'ACCESS_DENIED', 'Dazu sind Sie nicht berechtigt.'),
      { meta: undefined },
      accountReadAgain,
    );
    expect(close).toHaveBeenCalledOnce();
    expect(accountReadAgain).toHaveBeenCalledOnce();
    expect(shown).toHaveBeenCalledWith(
      expect.stringContaining('vermutlich wurde Ihre Rolle geändert'),
      expect.anything(),
    );
    forget();
  });
});
