import '@mantine/dates/styles.css';
import 'dayjs/locale/tr';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, type DateFieldProps } from './date-field';

/** The picker behind `DateField` (date-field.tsx), a chunk of its own with Mantine's dates and dayjs. */
export function DatePickerField({ value, onChange, isOpenOnMount = false, ...props }: DateFieldProps & { isOpenOnMount?: boolean }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLButtonElement>(null);
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
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        ref={input}
        valueFormat={DATE_FORMAT}
        ariaLabels={ariaLabels}
        value={value || null}
        onChange={(next) => onChange?.(next ? String(next) : null)}
        {...props}
      />
    </DatesProvider>
  );
}
