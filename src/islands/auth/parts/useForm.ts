import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { z } from 'zod';

import { type FieldErrors, validate } from '../../../client/browser/forms';

/**
 * Form state for the auth screens: values, the contract schema's messages, and a submit that
 * validates first. Messages appear on submit, then follow every change.
 */
export function useForm<S extends z.ZodType>(schema: S, initial: Record<string, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const setValue = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) {
      const result = validate(schema, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const bind = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    error: errors[name],
  });

  /** `handler` resolves true when it navigates away: the form then stays busy until the page goes. */
  const onSubmit =
    (handler: (data: z.infer<S>) => Promise<boolean | void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      setAttempted(true);
      const result = validate(schema, values);
      if (!result.ok) {
        setErrors(result.errors);
        const first = Object.keys(result.errors)[0];
        const field = first ? event.currentTarget.elements.namedItem(first) : null;
        if (field instanceof HTMLElement) field.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      let leaving = false;
      try {
        leaving = (await handler(result.data)) === true;
      } finally {
        if (!leaving) setSubmitting(false);
      }
    };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setAttempted(false);
  };

  return { values, setValue, errors, setErrors, bind, onSubmit, submitting, reset };
}
