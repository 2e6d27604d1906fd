import { Paper, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@workspace/shared/accounting/transactions.schemas';
import { transactionColumns } from '@workspace/shared/columns/transactions';
import { ColumnTableOrCards } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useTransactionColumns } from './transaction-columns';

/**
 * The wallet's latest transactions (a past month's from its 1st, the running month's last 30 days)
 * as the server lists them, newest first; a short list, so neither paged nor sorted; cards on a
 * phone. The title names the days.
 */
export function RecentTransactions({ rows, range }: { rows: Transaction[]; range: { from: string; to: string } }) {
  const { t, i18n } = useTranslation();
  const days = { from: formatDate(range.from, i18n.language), to: formatDate(range.to, i18n.language) };
  const columns = useTransactionColumns({ hasType: true });
  // The rows render in a pass of their own once the month's figures and chart have painted, as a
  // list's table does (`DataTable`): no single task holds the browser for the whole page.
  const shownRows = useDeferredValue<Transaction[] | null>(rows, null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wallet-recent-title">
      <Title order={2} size="h4" id="wallet-recent-title" mb="sm">
        {t('wallet.recent', days)}
      </Title>
      <ColumnTableOrCards
        cards={transactionColumns}
        columns={columns}
        rows={shownRows ?? []}
        rowKey={(row) => row.id}
        minWidth={900}
        aria-label={t('wallet.recent', days)}
      />
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          {t('wallet.noRecent', days)}
        </Text>
      )}
    </Paper>
  );
}
