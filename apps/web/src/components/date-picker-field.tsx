import '@mantine/dates/styles.css';
import 'dayjs/locale/tr';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/* The API's date format; shown as typed so it reads the same in every language. */
export const DATE_FORMAT = 'YYYY-MM-DD';

type Props = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & { value?: string | null; onChange?: (value: string | null) => void };

/** A calendar date picker whose value is a YYYY-MM-DD string, with month names in the user's language. */
export function DateField({ value, onChange, ...props }: Props) {
  const { t, i18n } = useTranslation();
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
        valueFormat={DATE_FORMAT}
        ariaLabels={ariaLabels}
        value={value || null}
        onChange={(next) => onChange?.(next ? String(next) : null)}
        {...props}
      />
    </DatesProvider>
  );
}
