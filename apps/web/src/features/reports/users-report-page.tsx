import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconListCheck, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { INTERNAL_USER_TYPES } from '@workspace/shared/auth/roles';
import { isDate, readIdParam } from '@workspace/shared/common/checks';
// The period is on screen from the start: its calendar comes with the page, not a moment later.
import { DateField } from '../../components/date-field';
import { LazySelect } from '../../components/lazy-select';
import { PageHeader } from '../../components/page-header';
import { ApiError, download } from '../../lib/api-client';
import { useAppToday } from '../../lib/app-today';
import { formatDate, formatTimeZone, personName } from '../../lib/format';
import { useAssigneeOptions } from '../../lib/lookups';
import { toast } from '../../lib/toast';
import { userReportUrl, useUserReport, type ReportRange } from './api/get-user-report';
import { UserReportCards } from './components/user-report-cards';
import { UserReportSections } from './components/user-report-sections';

type ExportKind = 'pdf' | 'csv';
type Selection = { userId: number | null; from: string | null; to: string | null };

/* A hand-edited address (?userId=abc, ?from=2025-02-30) counts as not chosen rather than an error. */
function readSelection(params: URLSearchParams): Selection {
  const date = (value: string | null) => (value && isDate(value) ? value : null);
  return {
    userId: readIdParam(params.get('userId') ?? ''),
    from: date(params.get('from')),
    to: date(params.get('to')),
  };
}

/**
 * The user, the period and the address kept together: a choice applies at once, and the address
 * (`?userId=&from=&to=`) follows a moment later, after the router's guard; the back button moves
 * the choice with it.
 */
function useSelection() {
  const [params, setParams] = useSearchParams();
  const fromUrl = readSelection(params);
  const urlKey = JSON.stringify(fromUrl);
  const [selection, setSelection] = useState(fromUrl);
  const [seenKey, setSeenKey] = useState(urlKey);
  if (seenKey !== urlKey) {
    setSeenKey(urlKey);
    setSelection(fromUrl);
  }
  const choose = (changes: Partial<Selection>) => {
    const next = { ...selection, ...changes };
    setSelection(next);
    setParams((current) => {
      const result = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) result.delete(key);
        else result.set(key, String(value));
      }
      return result;
    });
  };
  return [selection, choose] as const;
}

/** /users-report (master): one internal user's tasks due in a period, as figures and five charts. */
export function Component() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [selection, choose] = useSelection();
  const { userId } = selection;
  const isInverted = selection.from !== null && selection.to !== null && selection.from > selection.to;
  const range: ReportRange = {
    ...(selection.from ? { from: selection.from } : {}),
    ...(selection.to ? { to: selection.to } : {}),
  };
  const report = useUserReport(userId, range, !isInverted);
  const data = userId !== null ? report.data : undefined;
  const [exporting, setExporting] = useState<ExportKind | null>(null);

  // The bounds chosen win; otherwise the period the server used (its default, this year in the
  // company's time zone); before any answer, this year there too.
  const year = useAppToday().slice(0, 4);
  const shownFrom = selection.from ?? data?.from ?? `${year}-01-01`;
  const shownTo = selection.to ?? data?.to ?? `${year}-12-31`;

  const assignees = useAssigneeOptions();
  // A user out of the lookup (deactivated since) still shows as chosen while their report is open.
  const reportUser = data?.user;
  const userOptions =
    reportUser &&
    !assignees.some((option) => option.value === String(reportUser.id)) &&
    (INTERNAL_USER_TYPES as readonly string[]).includes(reportUser.type)
      ? [...assignees, { value: String(reportUser.id), label: personName(reportUser) }]
      : assignees;

  const error = report.error instanceof ApiError ? report.error : null;
  const toError = isInverted ? t('errors.dateRangeInvalid') : (error?.fields?.to ?? undefined);
  const fromError = error?.fields?.from ?? undefined;

  const exportReport = async (format: ExportKind) => {
    if (!data) return;
    setExporting(format);
    try {
      await download(
        userReportUrl(data.user.id, { format, from: shownFrom, to: shownTo }, '/export'),
        `user-report-${data.user.id}.${format}`,
      );
    } catch {
      toast.error(t('toast.exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  const tasksLink = data
    ? `/task?${new URLSearchParams({ assigneeId: String(data.user.id), deadlineFrom: data.from, deadlineTo: data.to })}`
    : null;

  return (
    <>
      <PageHeader title={t('screens.usersReport')}>
        {(['pdf', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting === format}
            disabled={!data || isInverted}
            onClick={() => void exportReport(format)}
          >
            {t(format === 'pdf' ? 'reports.user.exportPdf' : 'reports.user.exportCsv')}
          </Button>
        ))}
      </PageHeader>
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <LazySelect
            label={t('reports.user.user')}
            placeholder={t('reports.user.userPlaceholder')}
            nothingFoundMessage={t('reports.user.noUser')}
            searchable
            clearable
            w={{ base: '100%', xs: 280 }}
            data={userOptions}
            value={userId === null ? null : String(userId)}
            onChange={(value) => choose({ userId: value ? Number(value) : null })}
          />
          <DateField
            label={t('reports.user.from')}
            w={{ base: '100%', xs: 170 }}
            value={shownFrom}
            error={fromError}
            onChange={(value) => value && choose({ from: value, to: shownTo })}
          />
          <DateField
            label={t('reports.user.to')}
            w={{ base: '100%', xs: 170 }}
            value={shownTo}
            error={toError}
            onChange={(value) => value && choose({ from: shownFrom, to: value })}
          />
        </Group>

        {userId === null ? (
          <Paper withBorder p="xl" radius="md">
            <Stack align="center" gap="xs" ta="center">
              <IconUserSearch size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
              <Title order={3} size="h4">
                {t('reports.user.promptTitle')}
              </Title>
              <Text c="dimmed" maw={520}>
                {t('reports.user.promptText')}
              </Text>
            </Stack>
          </Paper>
        ) : isInverted ? null : report.error && !data ? (
          <Alert color="red" title={t('reports.user.failedToLoad')}>
            {report.error.message}
          </Alert>
        ) : !data ? (
          <Center p="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : (
          <>
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('reports.user.period', {
                  name: personName(data.user),
                  from: formatDate(data.from, locale),
                  to: formatDate(data.to, locale),
                  timeZone: formatTimeZone(data.timeZone, locale),
                })}
              </Text>
              {tasksLink && (
                <Button
                  component={Link}
                  to={tasksLink}
                  variant="light"
                  leftSection={<IconListCheck size={16} aria-hidden />}
                >
                  {t('reports.user.showTasks')}
                </Button>
              )}
            </Group>
            <UserReportCards figures={data.figures} />
            {data.figures.totalTasks === 0 ? (
              <Text c="dimmed" ta="center" p="lg">
                {t('reports.user.noTasks', { name: personName(data.user) })}
              </Text>
            ) : (
              <UserReportSections report={data} />
            )}
          </>
        )}
      </Stack>
    </>
  );
}
