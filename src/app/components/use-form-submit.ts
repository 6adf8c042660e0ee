import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { isApiError, type ApiError } from '../api/api-error.ts';
import { shownAtField } from '../api/mutation-errors.ts';
import { hasErrors, type Errors } from './validation.ts';

type Options<F extends string> = {
  /** The client's checks (docs/product.md §5, for comfort: the server checks again). */
  check?: () => Errors<F>;
  /** Sends the form, usually a mutation's `mutateAsync` and what follows its success. */
  send: () => Promise<unknown>;
  /** Server codes shown at a field, besides those every form shows at a field of that name. */
  fieldCodes?: Partial<Record<ApiError['code'], F>>;
  initialErrors?: Errors<F>;
};

/** Moves focus to the first field marked invalid, once React has drawn the errors. */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid?.matches('input') ? invalid : invalid?.querySelector<HTMLElement>('input'))?.focus();
  });
}

/**
 * The fields the server's refusals name, shown there in any form that has a field of that name
 * (a form's own `fieldCodes` add to them): the duplicate address at the e-mail field, say.
 */
const SERVER_FIELDS: Partial<Record<ApiError['code'], string>> = {
  EMAIL_ALREADY_EXISTS: 'email',
  CURRENT_PASSWORD_WRONG: 'currentPassword',
  INSURANCE_NUMBER_INVALID: 'insuranceNumber',
};

/**
 * The field error of a refused call whose code the form shows at a field. The server's own details
 * name fields too, but in the validator's English: those stay in the general message's translated
 * sentence.
 */
function serverErrors<F extends string>(
  error: unknown,
  fieldCodes: Options<F>['fieldCodes'],
  form: HTMLFormElement | null,
): Errors<F> | undefined {
  if (!isApiError(error)) return undefined;
  const ownField = fieldCodes?.[error.code];
  const sharedField = SERVER_FIELDS[error.code];
  const field = ownField ?? (sharedField && form?.elements.namedItem(sharedField) ? (sharedField as F) : undefined);
  return field ? ({ [field]: error.message } as Errors<F>) : undefined;
}

/**
 * The one submit of the app's forms: checks the fields, marks and focuses the first invalid one,
 * sends, and shows a refusal at its field (and focuses it). Any other failure is said by the
 * mutation cache (in the open dialog, or a toast), and the busy state is the mutation's `isPending`.
 */
export function useFormSubmit<F extends string>({ check, send, fieldCodes, initialErrors = {} }: Options<F>) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors<F>>(initialErrors);

  async function submit() {
    const found = check?.() ?? {};
    setErrors(found);
    if (hasErrors(found)) return focusFirstError(ref.current);
    try {
      await send();
    } catch (error) {
      const atFields = serverErrors(error, fieldCodes, ref.current);
      if (!atFields) return;
      shownAtField(error);
      // Drawn at once (not at React's next turn), so that the focus finds the field it marks.
      flushSync(() => setErrors(atFields));
      focusFirstError(ref.current);
    }
  }

  return {
    ref,
    errors,
    setErrors,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void submit();
    },
  };
}
