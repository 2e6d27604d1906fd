import { Badge, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WORK_STATUSES } from '@workspace/shared/common/work';
import type { ProjectReportRow } from '@workspace/shared/insight/reports.schemas';
import { CompanyName } from '../../../components/company-name';
import type { Column } from '../../../components/data-table';
import { useHint } from '../../../components/hover-tip';
import { STATUS_COLORS, StatusBadge } from '../../../components/work-badges';
import { formatDate, formatMoney } from '../../../lib/format';
import { NONE, formatNumber, formatPercent } from './report-format';

/** "12 days left", "Ends today", "Ended 3 days ago": the end date against today. */
function useDaysLeftText() {
  const { t } = useTranslation();
  return (daysLeft: number) =>
    daysLeft > 0
      ? t('reports.project.daysLeft', { count: daysLeft })
      : daysLeft === 0
        ? t('reports.project.endsToday')
        : t('reports.project.daysOver', { count: -daysLeft });
}

/** The red badge of a project at risk; the rule behind it is its tooltip and, for screen readers, its description. */
function AtRiskBadge({ ruleId }: { ruleId: string }) {
  const { t } = useTranslation();
  const hint = useHint();
  return (
    <Badge
      color="red"
      variant="filled"
      size="sm"
      tabIndex={0}
      aria-describedby={ruleId}
      style={{ cursor: 'help' }}
      {...hint(t('reports.project.atRiskRule'), { multiline: true, w: 280, onFocus: true, onTouch: true })}
    >
      {t('reports.project.atRisk')}
    </Badge>
  );
}

/** A project's tasks per status in a line of small badges (only the statuses it has). */
function TasksByStatus({ row }: { row: ProjectReportRow }) {
  const { t, i18n } = useTranslation();
  if (row.taskCount === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t('reports.project.noTasks')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {WORK_STATUSES.filter((status) => (row.byStatus[status] ?? 0) > 0).map((status) => {
        const label = t('reports.project.taskStatus', {
          status: t(`work.status.${status}`),
          count: row.byStatus[status],
        });
        return (
          <Badge key={status} color={STATUS_COLORS[status]} variant="light" size="sm" title={label}>
            <VisuallyHidden>{t(`work.status.${status}`)}: </VisuallyHidden>
            {formatNumber(row.byStatus[status] ?? 0, i18n.language)}
          </Badge>
        );
      })}
    </Group>
  );
}

/** The project report's columns; every sort field of the report is one column's key. */
export function useProjectReportColumns({ ruleId }: { ruleId: string }): Column<ProjectReportRow>[] {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const daysLeftText = useDaysLeftText();
  const none = (
    <Text span size="sm" c="dimmed">
      {NONE}
    </Text>
  );
  return [
    {
      // The risk sits by the name, so it stays in view however narrow the screen and the table scrolls.
      key: 'name',
      title: t('reports.project.fields.name'),
      sortable: true,
      wrap: true,
      minWidth: 120,
      render: (row) => (
        <Group gap={6} align="center">
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
          {row.atRisk && <AtRiskBadge ruleId={ruleId} />}
        </Group>
      ),
    },
    {
      key: 'company',
      title: t('reports.project.fields.company'),
      sortable: true,
      wrap: true,
      minWidth: 100,
      render: (row) => <CompanyName company={row.company} />,
    },
    {
      key: 'status',
      title: t('reports.project.fields.status'),
      sortable: true,
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'progress',
      title: t('reports.project.fields.progress'),
      sortable: true,
      render: (row) =>
        row.progress === null ? (
          none
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={row.progress}
              w={48}
              size="md"
              color="teal"
              aria-label={t('reports.project.progressLabel', { name: row.name })}
            />
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPercent(row.progress, locale)}
            </Text>
          </Group>
        ),
    },
    {
      key: 'daysLeft',
      title: t('reports.project.fields.daysLeft'),
      sortable: true,
      wrap: true,
      minWidth: 110,
      render: (row) => (
        <Text size="sm">
          {daysLeftText(row.daysLeft)} ·{' '}
          {row.workLeftShare === null
            ? t('reports.project.noTasks')
            : t('reports.project.workLeft', { percent: formatPercent(row.workLeftShare, locale) })}
        </Text>
      ),
    },
    {
      key: 'tasks',
      title: t('reports.project.fields.tasks'),
      wrap: true,
      minWidth: 72,
      render: (row) => <TasksByStatus row={row} />,
    },
    {
      key: 'overdueTasks',
      title: t('reports.project.fields.overdueTasks'),
      sortable: true,
      wrap: true,
      minWidth: 64,
      align: 'right',
      render: (row) => (
        <Text
          size="sm"
          fw={row.overdueTasks > 0 ? 700 : undefined}
          c={row.overdueTasks > 0 ? 'var(--ws-danger-text)' : undefined}
        >
          {formatNumber(row.overdueTasks, locale)}
        </Text>
      ),
    },
    {
      // The budget, and under it what came in and went out: one column, so the report fits a laptop.
      key: 'budget',
      title: t('reports.project.fields.budgetReceivedPaid'),
      sortable: true,
      // "Received / paid" breaks after its slash when a currency's figures are long.
      wrap: true,
      minWidth: 110,
      align: 'right',
      render: (row) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(row.budget, row.currency, locale)}
          </Text>
          {row.money.length === 0
            ? none
            : // One line per currency: what came in and what went out never share a sum across currencies.
              row.money.map((entry) => {
                const received = formatMoney(entry.received, entry.currency, locale);
                const paid = formatMoney(entry.paid, entry.currency, locale);
                return (
                  <Text
                    key={entry.currency}
                    size="sm"
                    c="dimmed"
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                    title={`${t('reports.project.received', { amount: received })}, ${t('reports.project.paid', { amount: paid })}`}
                  >
                    {received} / {paid}
                  </Text>
                );
              })}
        </Stack>
      ),
    },
    {
      key: 'endDate',
      title: t('reports.project.fields.endDate'),
      sortable: true,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{formatDate(row.startDate, locale)}</Text>
          <Text size="sm" c="dimmed">
            → {formatDate(row.endDate, locale)}
          </Text>
        </Stack>
      ),
    },
  ];
}
