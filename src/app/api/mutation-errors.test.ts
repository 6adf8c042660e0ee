import { i18n } from '@lingui/core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../locales/de/messages.po';
import { ApiError } from './api-error.ts';
import { toastMutationError } from './mutation-errors.ts';

const shown = vi.hoisted(() => vi.fn());
vi.mock('../toasts/toast.ts', () => ({ toast: { error: shown } }));

beforeAll(() => i18n.loadAndActivate({ locale: 'de', messages }));
beforeEach(() => shown.mockClear());

const refused = new ApiError(409, 'EMAIL_ALREADY_EXISTS', 'Diese E-Mail-Adresse ist bereits vergeben.');

describe('the one toast of a failed mutation', () => {
  it('says the server’s translated message', () => {
    toastMutationError(refused, { meta: undefined });
    expect(shown).toHaveBeenCalledWith('Diese E-Mail-Adresse ist bereits vergeben.');
  });

  it('says "something went wrong" for a failure without a message', () => {
    toastMutationError(new Error('boom'), { meta: undefined });
    expect(shown).toHaveBeenCalledWith('Etwas ist schiefgelaufen.');
  });

  it('stays quiet for a form that shows the failure itself, or for the codes it shows', () => {
    toastMutationError(refused, { meta: { quiet: true } });
    toastMutationError(refused, { meta: { quiet: ['EMAIL_ALREADY_EXISTS'] } });
    expect(shown).not.toHaveBeenCalled();
    toastMutationError(refused, { meta: { quiet: ['CURRENT_PASSWORD_WRONG'] } });
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
