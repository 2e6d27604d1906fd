import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WORK_STATUSES } from '@workspace/shared/common/work';
import type { Dashboard } from '@workspace/shared/insight/dashboard.schemas';
import { PageHeader } from '../../components/page-header';
import { STATUS_COLORS } from '../../components/work-badges';
import { formatDate, formatMoney, formatMonth, formatTimeZone } from '../../lib/format';
import { useDashboard } from './api/get-dashboard';
import { dashboardLinks } from './components/dashboard-links';
import { LatestActivity } from './components/latest-activity';
import { SummaryCards, type SummaryCard } from '../../components/summary-cards';
import { MoneyChart } from '../../components/money-chart';

/** /dashboard (master): today's figures as links to the lists behind them, twelve months of money per currency, the latest activity. */
export function Component() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader title={t('screens.dashboard')} />
      {dashboard.error && (
        <Alert color="red" title={t('dashboard.failedToLoad')} mb="md">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{dashboard.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
              {t('dashboard.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {dashboard.isPending && (
        <Center p="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {dashboard.data && <DashboardBody dashboard={dashboard.data} />}
    </>
  );
}

function DashboardBody({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const work: SummaryCard[] = [
    ...WORK_STATUSES.map((status) => ({
      key: status,
      label: t('dashboard.cards.tasksByStatus', { status: t(`work.status.${status}`) }),
      value: dashboard.tasks.byStatus[status] ?? 0,
      color: STATUS_COLORS[status],
      to: dashboardLinks.tasksByStatus(status),
    })),
    {
      key: 'overdue',
      label: t('dashboard.cards.overdueTasks'),
      value: dashboard.tasks.overdue,
      color: 'red',
      to: dashboardLinks.overdueTasks(),
    },
    {
      key: 'activeProjects',
      label: t('dashboard.cards.activeProjects'),
      value: dashboard.activeProjects,
      color: 'indigo',
      to: dashboardLinks.activeProjects(),
    },
  ];
  const support: SummaryCard[] = [
    {
      key: 'unfinishedTickets',
      label: t('dashboard.cards.unfinishedTickets'),
      value: dashboard.unfinishedTickets,
      color: 'orange',
      to: dashboardLinks.unfinishedTickets(),
    },
    {
      key: 'urgentUnfinishedTickets',
      label: t('dashboard.cards.urgentUnfinishedTickets'),
      value: dashboard.urgentUnfinishedTickets,
      color: 'red',
      to: dashboardLinks.urgentUnfinishedTickets(),
    },
    {
      key: 'loginsToday',
      label: t('dashboard.cards.loginsToday'),
      value: dashboard.loginsToday,
      color: 'teal',
      to: dashboardLinks.loginsToday(dashboard.today),
    },
    {
      key: 'failedLogins',
      label: t('dashboard.cards.failedLogins24h'),
      value: dashboard.failedLogins24h,
      color: 'red',
      to: dashboardLinks.failedLogins(dashboard.failedLoginsSince, dashboard.asOf),
    },
  ];
  // One card per currency and kind: amounts of different currencies are never added.
  const money: SummaryCard[] = (['income', 'expense'] as const).flatMap((kind) =>
    dashboard.money.map((row) => ({
      key: `${kind}-${row.currency}`,
      label: t(`dashboard.cards.${kind}`, { currency: t(`work.currency.${row.currency}`) }),
      value: formatMoney(row[kind], row.currency, locale),
      color: kind === 'income' ? 'teal' : 'red',
      to: dashboardLinks.money(kind, row.currency, dashboard.month),
    })),
  );
  return (
    <Stack gap="md">
      <Text size="xs" c="dimmed">
        {t('dashboard.asOf', {
          today: formatDate(dashboard.today, locale),
          timeZone: formatTimeZone(dashboard.timeZone, locale),
        })}
      </Text>
      <div>
        <SummaryCards title={t('dashboard.sections.work')} titleOrder={3} cards={work} cols={7} />
        <SummaryCards title={t('dashboard.sections.support')} titleOrder={3} cards={support} />
        <SummaryCards
          title={t('dashboard.sections.money', { month: formatMonth(dashboard.month, locale) })}
          titleOrder={3}
          cards={money}
          cols={4}
        />
      </div>
      <MoneyChart monthly={dashboard.monthly} title={t('dashboard.chart.title')} note={t('dashboard.chart.note')} />
      <LatestActivity rows={dashboard.latestActivity} />
    </Stack>
  );
}
