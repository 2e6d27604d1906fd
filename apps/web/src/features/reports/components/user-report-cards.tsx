import { useTranslation } from 'react-i18next';
import type { UserReport } from '@workspace/shared/insight/reports.schemas';
import { SummaryCards } from '../../../components/summary-cards';
import { formatHours } from '../../../lib/format';
import { formatNumber, formatOptionalHours, formatPercent } from './report-format';

/** The user report's figures as one row of cards; a figure with nothing to average shows "-". */
export function UserReportCards({ figures }: { figures: UserReport['figures'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const label = (key: keyof UserReport['figures']) => t(`reports.user.figures.${key}`);
  return (
    <SummaryCards
      cards={[
        {
          key: 'totalTasks',
          label: label('totalTasks'),
          value: formatNumber(figures.totalTasks, locale),
          color: 'indigo',
        },
        {
          key: 'completionRate',
          label: label('completionRate'),
          value: formatPercent(figures.completionRate, locale),
          color: 'teal',
        },
        {
          key: 'overdueTasks',
          label: label('overdueTasks'),
          value: formatNumber(figures.overdueTasks, locale),
          color: 'red',
        },
        {
          key: 'averageDays',
          label: label('averageDays'),
          value: formatNumber(figures.averageDays, locale),
          color: 'blue',
        },
        {
          key: 'estimatedHoursTotal',
          label: label('estimatedHoursTotal'),
          value: formatHours(figures.estimatedHoursTotal, locale),
          color: 'grape',
        },
        {
          key: 'estimatedHoursAverage',
          label: label('estimatedHoursAverage'),
          value: formatOptionalHours(figures.estimatedHoursAverage, locale),
          color: 'grape',
        },
        {
          key: 'estimatedHoursMax',
          label: label('estimatedHoursMax'),
          value: formatOptionalHours(figures.estimatedHoursMax, locale),
          color: 'grape',
        },
        {
          key: 'metDeadlines',
          label: label('metDeadlines'),
          value: formatNumber(figures.metDeadlines, locale),
          color: 'green',
        },
        {
          key: 'missedDeadlines',
          label: label('missedDeadlines'),
          value: formatNumber(figures.missedDeadlines, locale),
          color: 'orange',
        },
        {
          key: 'averageDaysEarly',
          label: label('averageDaysEarly'),
          value: formatNumber(figures.averageDaysEarly, locale),
          color: 'cyan',
        },
      ]}
    />
  );
}
