import { TextInput } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import { lazy, Suspense } from 'react';

/* The API's date format; shown as typed so it reads the same in every language. */
export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateFieldProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & { value?: string | null; onChange?: (value: string | null) => void };

/*
 * The calendar (Mantine's dates and dayjs, about 14 KB gzip) is loaded the first time a date field
 * shows: in an open filter panel or a form, never with the list itself.
 */
const DatePickerField = lazy(() => import('./date-picker-field'));

/**
 * A calendar date picker whose value is a YYYY-MM-DD string, with month names in the user's
 * language. Until its code is in, the same label and value show in a read-only field.
 */
export function DateField(props: DateFieldProps) {
  const fallback = (
    <TextInput
      label={props.label}
      description={props.description}
      error={props.error}
      withAsterisk={props.withAsterisk}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      size={props.size}
      value={props.value ?? ''}
      readOnly
    />
  );
  return (
    <Suspense fallback={fallback}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
