import { Input, InputBase, type InputBaseProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { DateInputProps } from '@mantine/dates';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateInputPattern, formatDateInput } from '../lib/date-input';
import { onDemand } from './on-demand';
import { useStandIn, type StandInHandlers } from './stand-in';

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'type'> & {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The placeholder reads as a value ("No deadline"): in the dimmed text colour that meets AA, not the paler placeholder grey. */
  placeholderIsValue?: boolean;
};

/** How to write a date in the language, as letters ("GG.AA.YYYY", "MM/DD/YYYY"). */
export function datePattern(t: TFunction, locale: string): string {
  return dateInputPattern(locale, {
    day: t('list.dateLetters.day'),
    month: t('list.dateLetters.month'),
    year: t('list.dateLetters.year'),
  });
}

/** The input's style for a placeholder that reads as a value. */
export const PLACEHOLDER_AS_VALUE = { '--input-placeholder-color': 'var(--mantine-color-dimmed)' } as CSSProperties;

/* The calendar (Mantine's dates and dayjs, about 14 KB gzip, with floating-ui when no select brought it) comes when a date field is reached. */
const datePicker = onDemand(() => import('./date-picker-field').then((module) => module.DatePickerField));

/**
 * A date, typed in the reader's form (27.11.2026 in Turkish, 11/27/2026 in English) or chosen on a
 * calendar with month names in their language; its value is a YYYY-MM-DD string. Until someone
 * reaches it (`useStandIn`), the same label and date show in a read-only field. Budget: a signed-in
 * screen's 250 KB; the calendar is about 14 KB (docs/decisions/035).
 */
export function DateField({ placeholderIsValue = false, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const { Real, engagement, handlers } = useStandIn(datePicker);
  // Without a placeholder of its own, the field says how to write a date ("GG.AA.YYYY").
  const placeholder = props.placeholder ?? datePattern(t, i18n.language);
  if (Real)
    return (
      <Real
        {...props}
        placeholder={placeholder}
        placeholderIsValue={placeholderIsValue}
        autoFocus={props.autoFocus || engagement !== null}
        isOpenOnMount={engagement === 'press'}
      />
    );
  return (
    <InputBase
      readOnly
      data-stand-in
      label={props.label}
      description={props.description}
      error={props.error}
      withAsterisk={props.withAsterisk}
      disabled={props.disabled}
      size={props.size}
      w={props.w}
      maw={props.maw}
      aria-label={props['aria-label']}
      placeholder={placeholder}
      value={formatDateInput(props.value, i18n.language)}
      styles={placeholderIsValue ? { input: PLACEHOLDER_AS_VALUE } : undefined}
      {...handlers}
    />
  );
}

type PickerStandInProps = Pick<
  InputBaseProps,
  'label' | 'description' | 'error' | 'withAsterisk' | 'disabled' | 'size' | 'w'
> & {
  placeholder?: string;
  /** What the picker would show. */
  text: ReactNode;
  handlers: StandInHandlers;
};

/** What a month picker shows until its code is in: the same button-like field, announced as the picker is. */
export function PickerStandIn({ placeholder, text, handlers, ...field }: PickerStandInProps) {
  return (
    <InputBase component="button" type="button" aria-haspopup="dialog" data-stand-in pointer {...field} {...handlers}>
      {text || <Input.Placeholder>{placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
