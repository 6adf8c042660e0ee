import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import { Email } from '#shared/api/common.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/constants.ts';

/** The field checks of docs/product.md §5, for comfort: the server checks everything again. */
export const required = (value: string) =>
  value.trim() ? undefined : t({ id: 'validation.required', message: 'Bitte füllen Sie dieses Feld aus.' });

export const email = (value: string) =>
  required(value) ??
  (v.is(Email, value)
    ? undefined
    : t({ id: 'validation.email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }));

export const password = (value: string) => {
  const length = [...value].length;
  if (!value) return required(value);
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return t({
      id: 'validation.password_length',
      message: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
    });
  }
  return undefined;
};

export const confirmation = (value: string, original: string) =>
  required(value) ??
  (value === original
    ? undefined
    : t({ id: 'validation.password_confirmation', message: 'Die Passwörter stimmen nicht überein.' }));

/** A new password typed twice: its length, and the same both times. */
export const newPasswordErrors = (value: { password: string; confirmPassword: string }) => ({
  password: password(value.password),
  confirmPassword: confirmation(value.confirmPassword, value.password),
});

export const ticked = (value: boolean) =>
  value ? undefined : t({ id: 'validation.checkbox', message: 'Bitte bestätigen Sie dies, um fortzufahren.' });

export type Errors<K extends string> = Partial<Record<K, string | undefined>>;
export const hasErrors = (errors: Errors<string>) => Object.values(errors).some(Boolean);
