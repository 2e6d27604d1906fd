import { Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WORK_PRIORITIES, WORK_STATUSES } from '@workspace/shared/common/work';
import type { UserReport } from '@workspace/shared/insight/reports.schemas';
import { BarChart } from '../../../components/charts/bar-chart';
import { DonutChart } from '../../../components/charts/donut-chart';
import { HorizontalBarChart } from '../../../components/charts/horizontal-bar-chart';
import type { Column } from '../../../components/data-table';
import { PRIORITY_COLORS, STATUS_COLORS } from '../../../components/work-badges';
import { formatHours } from '../../../lib/format';
import { ChartFigure, FiguresTable, Swatch } from './figures-table';
import { formatNumber, formatOptionalHours } from './report-format';
import { ChartWithTable, ReportSection } from './report-section';

type Props = { report: UserReport };
type ProjectRow = UserReport['byProject'][number];
type PriorityRow = UserReport['byPriority'][number];

/* A horizontal bar chart beyond this many projects stops being readable; the table keeps them all. */
const CHART_PROJECTS = 15;
/* Height of one project's bar row, so many projects spread out instead of squeezing together. */
const PROJECT_ROW_PX = 34;
/* The status and deadline rings: one size, so the two read alike. */
const DONUT = { size: 200, thickness: 32 } as const;

const byPriorityOrder = (rows: PriorityRow[]) =>
  [...rows].sort((a, b) => WORK_PRIORITIES.indexOf(a.priority) - WORK_PRIORITIES.indexOf(b.priority));
const byStatusOrder = (rows: UserReport['byStatus']) =>
  [...rows].sort((a, b) => WORK_STATUSES.indexOf(a.status) - WORK_STATUSES.indexOf(b.status));

function useNumbers() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    count: (value: number) => formatNumber(value, locale),
    hours: (value: string) => formatHours(value, locale),
    // Bar lengths need numbers; the tooltip writes them back the way the table writes the API's hours.
    hoursOf: (value: number) => formatHours(String(value), locale),
  };
}

/** Total and completed tasks per priority. */
function PrioritySection({ report }: Props) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const rows = byPriorityOrder(report.byPriority);
  const totalLabel = t('reports.user.columns.total');
  const completedLabel = t('reports.user.columns.completed');
  const columns: Column<PriorityRow>[] = [
    {
      key: 'priority',
      title: t('reports.user.columns.priority'),
      render: (row) => (
        <Swatch color={`${PRIORITY_COLORS[row.priority]}.6`}>{t(`work.priority.${row.priority}`)}</Swatch>
      ),
    },
    { key: 'total', title: totalLabel, align: 'right', render: (row) => numbers.count(row.total) },
    { key: 'completed', title: completedLabel, align: 'right', render: (row) => numbers.count(row.completed) },
  ];
  return (
    <ReportSection title={t('reports.user.priority.title')} note={t('reports.user.priority.note')}>
      <ChartWithTable
        chart={
          <ChartFigure label={t('reports.user.priority.chart')}>
            <BarChart
              label={t('reports.user.priority.chart')}
              height={220}
              rows={rows.map((row) => ({
                key: row.priority,
                label: t(`work.priority.${row.priority}`),
                values: [row.total, row.completed],
              }))}
              series={[
                { label: totalLabel, color: 'indigo.6' },
                { label: completedLabel, color: 'teal.6' },
              ]}
              formatValue={numbers.count}
              formatTick={numbers.count}
              isInteger
              withLegend
            />
          </ChartFigure>
        }
        table={
          <FiguresTable
            label={t('reports.user.priority.table')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.priority}
          />
        }
      />
    </ReportSection>
  );
}

/** Where the period's tasks stand now, per status. */
function StatusSection({ report }: Props) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const rows = byStatusOrder(report.byStatus);
  const columns: Column<UserReport['byStatus'][number]>[] = [
    {
      key: 'status',
      title: t('reports.user.columns.status'),
      render: (row) => <Swatch color={`${STATUS_COLORS[row.status]}.6`}>{t(`work.status.${row.status}`)}</Swatch>,
    },
    { key: 'total', title: t('reports.user.columns.total'), align: 'right', render: (row) => numbers.count(row.total) },
  ];
  return (
    <ReportSection title={t('reports.user.status.title')} note={t('reports.user.status.note')}>
      <ChartWithTable
        chart={
          <ChartFigure label={t('reports.user.status.chart')}>
            <Center>
              <DonutChart
                {...DONUT}
                label={t('reports.user.status.chart')}
                items={rows.map((row) => ({
                  key: row.status,
                  label: t(`work.status.${row.status}`),
                  value: row.total,
                  color: `${STATUS_COLORS[row.status]}.6`,
                }))}
                centerLabel={numbers.count(report.figures.totalTasks)}
                formatValue={numbers.count}
              />
            </Center>
          </ChartFigure>
        }
        table={
          <FiguresTable
            label={t('reports.user.status.table')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.status}
          />
        }
      />
    </ReportSection>
  );
}

/** Completed and not completed tasks per project; the busiest projects on the chart, all of them in the table. */
function ProjectSection({ report }: Props) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const completedLabel = t('reports.user.columns.completed');
  const openLabel = t('reports.user.columns.notCompleted');
  const charted = report.byProject.slice(0, CHART_PROJECTS);
  const columns: Column<ProjectRow>[] = [
    { key: 'project', title: t('reports.user.columns.project'), wrap: true, render: (row) => row.projectName },
    { key: 'total', title: t('reports.user.columns.total'), align: 'right', render: (row) => numbers.count(row.total) },
    { key: 'completed', title: completedLabel, align: 'right', render: (row) => numbers.count(row.completed) },
    {
      key: 'overdue',
      title: t('reports.user.columns.overdue'),
      align: 'right',
      render: (row) => numbers.count(row.overdue),
    },
  ];
  return (
    <ReportSection title={t('reports.user.project.title')} note={t('reports.user.project.note')}>
      {report.byProject.length > CHART_PROJECTS && (
        <Text size="xs" c="dimmed">
          {t('reports.user.project.chartLimited', { count: CHART_PROJECTS, total: report.byProject.length })}
        </Text>
      )}
      <ChartWithTable
        chart={
          <ChartFigure label={t('reports.user.project.chart')}>
            <HorizontalBarChart
              label={t('reports.user.project.chart')}
              rowHeight={PROJECT_ROW_PX}
              isStacked
              // The stack is the project's total: completed, and the rest of its tasks.
              rows={charted.map((row) => ({
                key: String(row.projectId),
                label: row.projectName,
                values: [row.completed, row.total - row.completed],
              }))}
              series={[
                { label: completedLabel, color: 'teal.6' },
                { label: openLabel, color: 'orange.5' },
              ]}
              formatValue={numbers.count}
              formatTick={numbers.count}
              isInteger
              withLegend
            />
          </ChartFigure>
        }
        table={
          <FiguresTable
            label={t('reports.user.project.table')}
            columns={columns}
            rows={report.byProject}
            rowKey={(row) => row.projectId}
          />
        }
      />
    </ReportSection>
  );
}

/** Estimated hours: total, average and maximum, then per priority and per project. */
function EstimatesSection({ report }: Props) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const { figures } = report;
  const hoursLabel = t('reports.user.columns.estimatedHours');
  const priorities = byPriorityOrder(report.byPriority);
  const projects = report.byProject.slice(0, CHART_PROJECTS);
  const priorityColumns: Column<PriorityRow>[] = [
    { key: 'priority', title: t('reports.user.columns.priority'), render: (row) => t(`work.priority.${row.priority}`) },
    { key: 'hours', title: hoursLabel, align: 'right', render: (row) => numbers.hours(row.estimatedHours) },
  ];
  const projectColumns: Column<ProjectRow>[] = [
    { key: 'project', title: t('reports.user.columns.project'), wrap: true, render: (row) => row.projectName },
    { key: 'hours', title: hoursLabel, align: 'right', render: (row) => numbers.hours(row.estimatedHours) },
  ];
  const hoursSeries = [{ label: hoursLabel, color: 'grape.6' }];
  return (
    <ReportSection title={t('reports.user.estimates.title')} note={t('reports.user.estimates.note')}>
      <Text size="sm" fw={600}>
        {t('reports.user.estimates.totals', {
          total: formatHours(figures.estimatedHoursTotal, i18n.language),
          average: formatOptionalHours(figures.estimatedHoursAverage, i18n.language),
          max: formatOptionalHours(figures.estimatedHoursMax, i18n.language),
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <ChartFigure label={t('reports.user.estimates.priorityChart')}>
            <BarChart
              label={t('reports.user.estimates.priorityChart')}
              height={200}
              rows={priorities.map((row) => ({
                key: row.priority,
                label: t(`work.priority.${row.priority}`),
                values: [Number(row.estimatedHours)],
              }))}
              series={hoursSeries}
              formatValue={numbers.hoursOf}
              formatTick={numbers.hoursOf}
            />
          </ChartFigure>
          <FiguresTable
            label={t('reports.user.estimates.priorityTable')}
            columns={priorityColumns}
            rows={priorities}
            rowKey={(row) => row.priority}
          />
        </Stack>
        <Stack gap="sm">
          <ChartFigure label={t('reports.user.estimates.projectChart')}>
            <HorizontalBarChart
              label={t('reports.user.estimates.projectChart')}
              rowHeight={PROJECT_ROW_PX}
              rows={projects.map((row) => ({
                key: String(row.projectId),
                label: row.projectName,
                values: [Number(row.estimatedHours)],
              }))}
              series={hoursSeries}
              formatValue={numbers.hoursOf}
              formatTick={numbers.hoursOf}
            />
          </ChartFigure>
          <FiguresTable
            label={t('reports.user.estimates.projectTable')}
            columns={projectColumns}
            rows={report.byProject}
            rowKey={(row) => row.projectId}
          />
        </Stack>
      </SimpleGrid>
    </ReportSection>
  );
}

const DEADLINE_OUTCOMES = [
  { key: 'met', color: 'teal.6' },
  { key: 'missed', color: 'red.6' },
  { key: 'overdue', color: 'orange.6' },
  { key: 'onTrack', color: 'blue.6' },
] as const;
type Outcome = (typeof DEADLINE_OUTCOMES)[number];

/** Met, missed, overdue and on track, with the average days early of the met ones. */
function DeadlineSection({ report }: Props) {
  const { t, i18n } = useTranslation();
  const numbers = useNumbers();
  const rows = DEADLINE_OUTCOMES.map((outcome) => ({
    ...outcome,
    label: t(`reports.user.deadlines.${outcome.key}`),
    total: report.deadlines[outcome.key],
  }));
  const hasAny = rows.some((row) => row.total > 0);
  const columns: Column<Outcome & { label: string; total: number }>[] = [
    {
      key: 'outcome',
      title: t('reports.user.columns.outcome'),
      render: (row) => <Swatch color={row.color}>{row.label}</Swatch>,
    },
    { key: 'total', title: t('reports.user.columns.total'), align: 'right', render: (row) => numbers.count(row.total) },
  ];
  return (
    <ReportSection title={t('reports.user.deadlines.title')} note={t('reports.user.deadlines.note')}>
      {report.figures.averageDaysEarly !== null && (
        <Text size="sm" fw={600}>
          {t('reports.user.deadlines.averageDaysEarly', {
            days: formatNumber(report.figures.averageDaysEarly, i18n.language),
          })}
        </Text>
      )}
      <ChartWithTable
        chart={
          hasAny ? (
            <ChartFigure label={t('reports.user.deadlines.chart')}>
              <Center>
                <DonutChart
                  {...DONUT}
                  label={t('reports.user.deadlines.chart')}
                  items={rows.map((row) => ({ key: row.key, label: row.label, value: row.total, color: row.color }))}
                  formatValue={numbers.count}
                />
              </Center>
            </ChartFigure>
          ) : null
        }
        table={
          <FiguresTable
            label={t('reports.user.deadlines.table')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.key}
          />
        }
      />
    </ReportSection>
  );
}

/** The user report's five parts, each a chart with its numbers. */
export function UserReportSections({ report }: Props) {
  return (
    <Stack gap="md">
      <PrioritySection report={report} />
      <StatusSection report={report} />
      <ProjectSection report={report} />
      <EstimatesSection report={report} />
      <DeadlineSection report={report} />
    </Stack>
  );
}
