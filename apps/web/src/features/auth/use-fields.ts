import { useState, type ChangeEvent, type FormEvent } from 'react';

type Messages = Record<string, string>;

/**
 * The login page's forms: their values, a message under a field, a submitting flag. That is all
 * these forms use of a form library, and the page is the product's first download: @mantine/form,
 * which every other form uses, is not on it. As there, typing in a field clears its message.
 */
export function useFields<Values extends Record<string, string>>(initial: Values, onChange?: () => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Messages>({});
  const [submitting, setSubmitting] = useState(false);

  const setFieldValue = (name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (name in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current));
    onChange?.();
  };

  return {
    values,
    submitting,
    setErrors: (messages: Messages) => setErrors(messages),
    clearErrors: () => setErrors({}),
    setFieldValue,
    getInputProps: (name: keyof Values & string) => ({
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setFieldValue(name, event.currentTarget.value),
    }),
    /** The form's submit handler: no page reload, and `submitting` while `handler` runs. */
    onSubmit: (handler: (values: Values) => Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitting(true);
      try {
        await handler(values);
      } finally {
        setSubmitting(false);
      }
    },
  };
}
