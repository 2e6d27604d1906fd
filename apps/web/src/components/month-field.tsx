import { useTranslation } from 'react-i18next';
import { formatMonth } from '../lib/format';
import { onDemand } from './on-demand';
import { PickerStandIn } from './date-field';
import { useStandIn } from './stand-in';

export type MonthFieldProps = {
  label: string;
  w?: number;
  /** YYYY-MM, or null before one is known. */
  value: string | null;
  onChange: (month: string) => void;
};

/* The month picker (Mantine's dates and dayjs) comes when the field is reached. */
const monthPicker = onDemand(() => import('./month-picker-field').then((module) => module.MonthPickerField));

/** A month chosen from a picker of the year's months, shown "November 2026" in the user's language; a read-only stand-in until it is reached (`useStandIn`). */
export function MonthField(props: MonthFieldProps) {
  const { i18n } = useTranslation();
  const { Real, engagement, handlers } = useStandIn(monthPicker);
  if (Real) return <Real {...props} autoFocus={engagement !== null} isOpenOnMount={engagement === 'press'} />;
  return (
    <PickerStandIn
      label={props.label}
      w={props.w}
      text={props.value ? formatMonth(props.value, i18n.language) : ''}
      handlers={handlers}
    />
  );
}
