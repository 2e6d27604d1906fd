import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Transaction } from '@workspace/shared/accounting/transactions.schemas';
import { isMonth } from '@workspace/shared/common/checks';
import { CurrencyCards } from '../../components/currency-cards';
import { MonthField } from '../../components/month-field';
import { PageHeader } from '../../components/page-header';
import { download } from '../../lib/api-client';
import { formatMonth, formatTimeZone } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useWallet } from './api/get-wallet';
import { MoneyChart } from '../../components/money-chart';

type ExportKind = 'pdf' | 'csv';

/** The days the listed transactions cover, YYYY-MM-DD, both included: a past month's from its 1st, the running month's last 30. */
export type RecentRange = { from: string; to: string };

type Props = {
  /** The month's latest transactions: the transactions feature's table, put in by the route. */
  recent: (rows: Transaction[], range: RecentRange) => ReactNode;
};

/** Whether nothing moved: every amount of these currency figures is zero. */
const isEmpty = (rows: readonly { income: string; expense: string }[]) =>
  rows.every((row) => !/[1-9]/.test(row.income) && !/[1-9]/.test(row.expense));

/** /wallet (master): a month's income, expense and balance per currency, twelve months of history, its latest transactions. */
export function WalletPage({ recent }: Props) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('month');
  // A hand-edited ?month=2025-13 falls back to the current month instead of an error.
  const urlMonth = requested && isMonth(requested) ? requested : null;
  // The choice applies at once; the address follows a moment later (the router runs its guard
  // first), and a download clicked in between must already use the new month.
  const [month, setMonth] = useState(urlMonth);
  const [seenUrlMonth, setSeenUrlMonth] = useState(urlMonth);
  if (seenUrlMonth !== urlMonth) {
    // The back button changed the address: follow it.
    setSeenUrlMonth(urlMonth);
    setMonth(urlMonth);
  }
  const wallet = useWallet(month);
  // The chosen month wins over the answer still shown while the next one loads.
  const shownMonth = month ?? wallet.data?.month ?? null;
  const [exporting, setExporting] = useState<ExportKind | null>(null);

  const chooseMonth = (value: string) => {
    setMonth(value);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('month', value);
      return next;
    });
  };

  const exportMonth = async (format: ExportKind) => {
    if (!shownMonth) return;
    setExporting(format);
    try {
      await download(
        `/api/wallet/export?${new URLSearchParams({ month: shownMonth, format })}`,
        `wallet-${shownMonth}.${format}`,
      );
    } catch {
      toast.error(t('toast.exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <PageHeader title={t('screens.wallet')}>
        {(['pdf', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting === format}
            disabled={!shownMonth}
            onClick={() => void exportMonth(format)}
          >
            {t(format === 'pdf' ? 'wallet.exportPdf' : 'wallet.exportCsv')}
          </Button>
        ))}
      </PageHeader>
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          <MonthField label={t('wallet.month')} w={220} value={shownMonth} onChange={chooseMonth} />
          {wallet.data && (
            <Text size="xs" c="dimmed" pb={8}>
              {t('wallet.timeZoneNote', { timeZone: formatTimeZone(wallet.data.timeZone, i18n.language) })}
            </Text>
          )}
        </Group>
        {wallet.error && (
          <Alert color="red" title={t('wallet.failedToLoad')}>
            {wallet.error.message}
          </Alert>
        )}
        {!wallet.data && !wallet.error && (
          <Center p="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
        {wallet.data && (
          <>
            {isEmpty(wallet.data.totals) ? (
              <Alert
                color="gray"
                title={t('wallet.monthTotals', { month: formatMonth(wallet.data.month, i18n.language) })}
              >
                {t('wallet.emptyMonth', { month: formatMonth(wallet.data.month, i18n.language) })}
              </Alert>
            ) : (
              <CurrencyCards
                title={t('wallet.monthTotals', { month: formatMonth(wallet.data.month, i18n.language) })}
                totals={wallet.data.totals}
                figures={['income', 'expense', 'balance']}
              />
            )}
            {isEmpty(wallet.data.monthly.flatMap((entry) => entry.currencies)) ? (
              <Alert color="gray" title={t('wallet.chartTitle')}>
                {t('wallet.emptyYear', { month: formatMonth(wallet.data.month, i18n.language) })}
              </Alert>
            ) : (
              <MoneyChart
                monthly={wallet.data.monthly}
                title={t('wallet.chartTitle')}
                note={t('wallet.chartNote')}
                // A section of the page, right under its title (h1): the figures' heading levels do not skip.
                titleOrder={2}
              />
            )}
            {recent(wallet.data.recent, { from: wallet.data.recentFrom, to: wallet.data.recentTo })}
          </>
        )}
      </Stack>
    </>
  );
}
