import { useTranslation } from 'react-i18next';
import type { ProjectReportSummary } from '@workspace/shared/insight/reports.schemas';
import { SummaryCards } from '../../../components/summary-cards';
import { formatMoney, moneySign } from '../../../lib/format';
import { NONE, formatNumber } from './report-format';

type Props = {
  summary: ProjectReportSummary | undefined;
  /** The at-risk filter in effect ("true"), which the at-risk card sets and clears. */
  atRisk: string | undefined;
  onAtRisk: (value: 'true' | null) => void;
};

const MONEY_FIGURES = ['budget', 'received', 'paid'] as const;

/**
 * The report's cards over the filtered projects: the counts, then one card per currency that has
 * any money. Amounts of different currencies are never added or converted, so no card totals them.
 */
export function ProjectReportCards({ summary, atRisk, onAtRisk }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const count = (value: number | undefined) => (value === undefined ? NONE : formatNumber(value, locale));
  const isAtRiskOnly = atRisk === 'true';
  const currencies = (summary?.money ?? []).filter((row) =>
    MONEY_FIGURES.some((figure) => moneySign(row[figure]) !== 0),
  );
  return (
    <>
      <SummaryCards
        cards={[
          {
            key: 'total',
            label: t('reports.project.summary.total'),
            value: count(summary?.total),
            color: 'indigo',
            isActive: !isAtRiskOnly,
            onClick: () => onAtRisk(null),
          },
          {
            key: 'atRisk',
            label: t('reports.project.summary.atRisk'),
            value: count(summary?.atRisk),
            color: 'red',
            isActive: isAtRiskOnly,
            onClick: () => onAtRisk(isAtRiskOnly ? null : 'true'),
          },
          {
            key: 'overdueTasks',
            label: t('reports.project.summary.overdueTasks'),
            value: count(summary?.overdueTasks),
            color: 'orange',
          },
        ]}
      />
      {currencies.length > 0 && (
        <SummaryCards
          title={t('reports.project.summary.money')}
          cols={Math.max(2, Math.min(currencies.length, 4))}
          cards={currencies.map((row) => ({
            key: row.currency,
            label: t(`work.currency.${row.currency}`),
            color: 'teal',
            figures: MONEY_FIGURES.map((figure) => ({
              key: figure,
              label: t(`reports.project.summary.${figure}`),
              value: formatMoney(row[figure], row.currency, locale),
            })),
          }))}
        />
      )}
    </>
  );
}
