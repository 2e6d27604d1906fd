import '@mantine/dates/styles.css';
import 'dayjs/locale/tr';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateInput, parseDateInput } from '../lib/date-input';
import { datePattern, PLACEHOLDER_AS_VALUE, type DateFieldProps } from './date-field';

/**
 * The field behind `DateField` (date-field.tsx), a chunk of its own with Mantine's dates and dayjs:
 * a date typed in the reader's form, or chosen on the calendar that opens under it. A typed date
 * that is not one (31.02.2026), or that is out of the field's range, changes nothing and says why.
 */
export function DatePickerField({
  value,
  onChange,
  isOpenOnMount = false,
  placeholderIsValue,
  onBlur,
  ...props
}: DateFieldProps & { isOpenOnMount?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const input = useRef<HTMLInputElement>(null);
  const [typedError, setTypedError] = useState<string | null>(null);
  // It took the place of a stand-in that was pressed: the press was meant to open it.
  useEffect(() => {
    if (isOpenOnMount) input.current?.click();
  }, [isOpenOnMount]);
  const ariaLabels = {
    nextMonth: t('list.calendar.nextMonth'),
    previousMonth: t('list.calendar.previousMonth'),
    nextYear: t('list.calendar.nextYear'),
    previousYear: t('list.calendar.previousYear'),
    nextDecade: t('list.calendar.nextDecade'),
    previousDecade: t('list.calendar.previousDecade'),
    monthLevelControl: t('list.calendar.chooseMonth'),
    yearLevelControl: t('list.calendar.chooseYear'),
  };
  const bound = (limit: DateFieldProps['minDate']) =>
    limit ? formatDateInput(typeof limit === 'string' ? limit : limit.toISOString(), locale) : null;
  const isoBound = (limit: DateFieldProps['minDate']) =>
    limit ? (typeof limit === 'string' ? limit : limit.toISOString()).slice(0, 10) : null;

  /** Why the text left in the field is not taken, or null when it is (a date, or nothing in a field that may be empty). */
  const problemWith = (text: string): string | null => {
    if (text.trim() === '') return null;
    const typed = parseDateInput(text, locale);
    if (typed === null) {
      return t('list.dateInvalid', { pattern: datePattern(t, locale), example: formatDateInput('2026-11-27', locale) });
    }
    const min = isoBound(props.minDate);
    const max = isoBound(props.maxDate);
    if (min && typed < min) return t('list.dateTooEarly', { date: bound(props.minDate) });
    if (max && typed > max) return t('list.dateTooLate', { date: bound(props.maxDate) });
    return null;
  };

  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DateInput
        ref={input}
        valueFormat={(date) => formatDateInput(date, locale)}
        dateParser={(text) => parseDateInput(text, locale)}
        ariaLabels={ariaLabels}
        value={value || null}
        onChange={(next) => {
          setTypedError(null);
          onChange?.(next ? String(next).slice(0, 10) : null);
        }}
        styles={placeholderIsValue ? { input: PLACEHOLDER_AS_VALUE } : undefined}
        {...props}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          // Read before the field puts the last good date back in place of what was typed.
          setTypedError(problemWith(event.currentTarget.value));
          onBlur?.(event);
        }}
        error={props.error || typedError}
      />
    </DatesProvider>
  );
}
