import '@mantine/dates/styles.css';
import 'dayjs/locale/tr';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthFieldProps } from './month-field';

/** The picker behind `MonthField` (month-field.tsx), a chunk of its own with Mantine's dates and dayjs. */
export function MonthPickerField({
  label,
  w,
  value,
  onChange,
  autoFocus,
  isOpenOnMount,
}: MonthFieldProps & { autoFocus: boolean; isOpenOnMount: boolean }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLButtonElement>(null);
  // It took the place of a stand-in that was pressed: the press was meant to open it.
  useEffect(() => {
    if (isOpenOnMount) input.current?.click();
  }, [isOpenOnMount]);
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <MonthPickerInput
        ref={input}
        label={label}
        w={w}
        autoFocus={autoFocus}
        value={value ? `${value}-01` : null}
        onChange={(next) => next && onChange(next.slice(0, 7))}
        valueFormat="MMMM YYYY"
        ariaLabels={{
          previousYear: t('list.calendar.previousYear'),
          nextYear: t('list.calendar.nextYear'),
          yearLevelControl: t('list.calendar.chooseYear'),
        }}
      />
    </DatesProvider>
  );
}
