import { Input, InputBase, type InputBaseProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { DatePickerInputProps } from '@mantine/dates';
import { onDemand } from './on-demand';
import { useStandIn, type StandInHandlers } from './stand-in';

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
    <PickerStandIn
      label={props.label}
      description={props.description}
      error={props.error}
      withAsterisk={props.withAsterisk}
      disabled={props.disabled}
      size={props.size}
      w={props.w}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      text={props.value ?? ''}
      // The field's own placeholder look (a placeholder read as a value keeps the dimmed colour that meets AA).
      placeholderStyle={typeof props.styles === 'object' ? (props.styles.placeholder as CSSProperties | undefined) : undefined}
      handlers={handlers}
    />
  );
}

type PickerStandInProps = Pick<InputBaseProps, 'label' | 'description' | 'error' | 'withAsterisk' | 'disabled' | 'size' | 'w'> & {
  placeholder?: string;
  placeholderStyle?: CSSProperties;
  /** What the picker would show. */
  text: ReactNode;
  handlers: StandInHandlers;
};

/** What a date or month picker shows until its code is in: the same button-like field, announced as the picker is. */
export function PickerStandIn({ placeholder, placeholderStyle, text, handlers, ...field }: PickerStandInProps) {
  return (
    <InputBase component="button" type="button" aria-haspopup="dialog" data-stand-in pointer {...field} {...handlers}>
      {text || <Input.Placeholder style={placeholderStyle}>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
