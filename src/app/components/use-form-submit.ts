import { useRef, useState, type FormEvent } from 'react';
import { isApiError, type ApiError } from '../api/api-error.ts';
import { hasErrors, type Errors } from './validation.ts';

type Options<F extends string> = {
  /** The client's checks (docs/product.md §5, for comfort: the server checks again). */
  check?: () => Errors<F>;
  /** Sends the form, usually a mutation's `mutateAsync` and what follows its success. */
  send: () => Promise<unknown>;
  /** Server codes shown at a field (their toast, if any, is the mutation's `meta`). */
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
 * The field error of a refused call whose code the form shows at a field. The server's own details
 * name fields too, but in the validator's English: those stay in the toast's translated sentence.
 */
function serverErrors<F extends string>(error: unknown, fieldCodes: Options<F>['fieldCodes']) {
  const field = isApiError(error) ? fieldCodes?.[error.code] : undefined;
  return field ? ({ [field]: (error as ApiError).message } as Errors<F>) : undefined;
}

/**
 * The one submit of the app's forms: checks the fields, marks and focuses the first invalid one,
 * sends, and shows a refusal at its field. The failure's toast comes from the mutation cache and
 * the busy state from the mutation's `isPending`.
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
      const atFields = serverErrors(error, fieldCodes);
      if (atFields) setErrors(atFields);
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
