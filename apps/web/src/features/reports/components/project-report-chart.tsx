import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectReportRow } from '@workspace/shared/insight/reports.schemas';
import { HorizontalBarChart } from '../../../components/charts/horizontal-bar-chart';
import type { Column } from '../../../components/data-table';
import { ChartFigure, FiguresTable } from './figures-table';
import { formatNumber, formatPercent } from './report-format';
import { ChartWithTable, ReportSection } from './report-section';

/* Height of one project's pair of bars. */
const ROW_PX = 44;

/**
 * Work left against time left for the projects on the page: the at-risk rule drawn, since a
 * project whose work bar is longer than its time bar is behind.
 */
export function ProjectReportChart({ rows }: { rows: ProjectReportRow[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const workLabel = t('reports.project.chart.workLeft');
  const timeLabel = t('reports.project.chart.timeLeft');
  const columns: Column<ProjectReportRow>[] = [
    { key: 'name', title: t('reports.project.fields.name'), wrap: true, render: (row) => row.name },
    { key: 'workLeft', title: workLabel, align: 'right', render: (row) => formatPercent(row.workLeftShare, locale) },
    { key: 'timeLeft', title: timeLabel, align: 'right', render: (row) => formatPercent(row.timeLeftShare, locale) },
    {
      key: 'daysLeft',
      title: t('reports.project.chart.daysLeft'),
      align: 'right',
      render: (row) => formatNumber(row.daysLeft, locale),
    },
    {
      key: 'atRisk',
      title: t('reports.project.chart.atRisk'),
      render: (row) => t(row.atRisk ? 'reports.project.chart.yes' : 'reports.project.chart.no'),
    },
  ];
  return (
    <ReportSection title={t('reports.project.chart.title')} note={t('reports.project.chart.note')}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reports.project.chart.empty')}
        </Text>
      ) : (
        <ChartWithTable
          tableMode="toggle"
          chart={
            <ChartFigure label={t('reports.project.chart.label')}>
              <HorizontalBarChart
                label={t('reports.project.chart.label')}
                rowHeight={ROW_PX}
                // A project without tasks has no work left to draw; the table says "-" for it.
                rows={rows.map((row) => ({
                  key: String(row.id),
                  label: row.name,
                  values: [row.workLeftShare ?? 0, row.timeLeftShare],
                }))}
                series={[
                  { label: workLabel, color: 'orange.6' },
                  { label: timeLabel, color: 'blue.6' },
                ]}
                formatValue={(value) => formatPercent(value, locale)}
                formatTick={(value) => formatPercent(value, locale)}
                domain={[0, 100]}
                withLegend
              />
            </ChartFigure>
          }
          table={
            <FiguresTable
              label={t('reports.project.chart.table')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
            />
          }
        />
      )}
    </ReportSection>
  );
}
