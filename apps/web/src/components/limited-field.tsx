import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Text fields with a length limit that never cut what is typed or pasted: near the limit a counter
 * appears under the label ("31 / 35"), past it a message says by how much, and the form's own
 * check refuses to send it. A `maxLength` attribute would drop the end of a paste without a word.
 */
type Limit = { limit: number };

/** The counter from 80% of the limit on, and the message past it. */
function useLimit(value: unknown, limit: number, description: ReactNode, error: ReactNode) {
  const { t } = useTranslation();
  const length = typeof value === 'string' ? value.length : 0;
  const near = length >= Math.floor(limit * 0.8);
  const over = length - limit;
  return {
    description: near ? (
      <>
        {description}
        {description ? ' · ' : null}
        <span aria-live="polite">{t('form.counter', { count: length, limit })}</span>
      </>
    ) : (
      description
    ),
    error: error ?? (over > 0 ? t('form.overLimit', { count: over, limit }) : undefined),
  };
}

export function LimitedTextInput({ limit, description, error, ...props }: TextInputProps & Limit) {
  return <TextInput {...props} {...useLimit(props.value, limit, description, error)} />;
}

export function LimitedTextarea({ limit, description, error, ...props }: TextareaProps & Limit) {
  return <Textarea {...props} {...useLimit(props.value, limit, description, error)} />;
}
