import { t } from '@lingui/core/macro';
import { MutationCache, type Mutation } from '@tanstack/react-query';
import { ACCESS_DENIED_NOTICE_MS } from '#shared/constants.ts';
import { closeOpenDialogs } from '../toasts/open-dialogs.ts';
import { toast } from '../toasts/toast.ts';
import { isApiError, serverMessage, type ApiError } from './api-error.ts';

/** What a mutation tells the one error toast (`meta` of useMutation). */
export type MutationMeta = {
  /** The mutation shows these failures itself (in its form or page): all of them, or those codes. */
  quiet?: true | readonly ApiError['code'][];
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

export const somethingWentWrong = () => t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' });

/** The server's message of a failure, or "something went wrong". */
export const failureMessage = (error: unknown) => serverMessage(error, somethingWentWrong());

const atField = new WeakSet<object>();
let deniedAt = Number.NEGATIVE_INFINITY;

/**
 * A refusal for want of the right closed a dialog a moment ago: its message already says that the
 * role was probably changed, and is not to be covered by the notice of the role change it brings.
 */
export const deniedJustNow = () => Date.now() - deniedAt < ACCESS_DENIED_NOTICE_MS;

/** A form shows this failure at its field (use-form-submit.ts): it is not said a second time. */
export function shownAtField(error: unknown): void {
  if (typeof error === 'object' && error !== null) atField.add(error);
}

/**
 * The failure of a mutation, said once for the app (the MutationCache's onError): while a dialog
 * is open, inside it (toast.ts); a refusal for want of the right (the role was changed meanwhile)
 * closes the open dialogs instead and says why. The form that sent it has a moment to show it at
 * a field first (its catch runs before the next task); `meta.quiet` leaves it to the form entirely.
 */
export function toastMutationError(
  error: unknown,
  mutation: Pick<Mutation, 'meta'>,
  onAccessDenied: () => void = () => undefined,
): void {
  const quiet = mutation.meta?.quiet;
  if (quiet === true || (quiet && isApiError(error) && quiet.includes(error.code))) return;
  if (isApiError(error) && error.code === 'ACCESS_DENIED' && closeOpenDialogs()) {
    deniedAt = Date.now();
    onAccessDenied();
    toast.error(
      t({
        id: 'common.access_denied_in_dialog',
        message:
          'Dazu sind Sie nicht mehr berechtigt; vermutlich wurde Ihre Rolle geändert. Das Fenster wurde geschlossen, ohne dass etwas gespeichert wurde.',
      }),
      { duration: ACCESS_DENIED_NOTICE_MS },
    );
    return;
  }
  setTimeout(() => {
    if (!atField.has(error as object)) toast.error(failureMessage(error));
  });
}

/**
 * The app's mutation cache: a failed write says so in one place; `meta.quiet` leaves it to the form.
 * `onAccessDenied` reads the account again, so that menus follow a role changed meanwhile.
 */
export const newMutationCache = (onAccessDenied?: () => void) =>
  new MutationCache({
    onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation, onAccessDenied),
  });
