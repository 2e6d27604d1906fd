import { TextInput } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import { onDemand } from './on-demand';
import { useStandIn } from './stand-in';

/* The API's date format; shown as typed so it reads the same in every language. */
export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateFieldProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & { value?: string | null; onChange?: (value: string | null) => void };

/* The calendar (Mantine's dates and dayjs, about 14 KB gzip, with floating-ui when no select brought it) comes when a date field is reached. */
const datePicker = onDemand(() => import('./date-picker-field').then((module) => module.DatePickerField));

/**
 * A calendar date picker whose value is a YYYY-MM-DD string, with month names in the user's
 * language. Until someone reaches it (`useStandIn`), the same label and value show in a read-only field.
 */
export function DateField(props: DateFieldProps) {
  const { Real, engagement, handlers } = useStandIn(datePicker);
  if (Real) return <Real {...props} autoFocus={props.autoFocus || engagement !== null} isOpenOnMount={engagement === 'press'} />;
  return (
    <TextInput
      label={props.label}
      description={props.description}
      error={props.error}
      withAsterisk={props.withAsterisk}
      disabled={props.disabled}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      size={props.size}
      w={props.w}
      value={props.value ?? ''}
      readOnly
      {...handlers}
    />
  );
}
