import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@workspace/shared/accounting/transactions.schemas';
import { ColumnTable } from '../../../components/data-table';
import { useTransactionColumns } from './transaction-columns';

/** The wallet's last 30 days as the server lists them (newest first); a short list, so neither paged nor sorted. */
export function RecentTransactions({ rows }: { rows: Transaction[] }) {
  const { t } = useTranslation();
  const columns = useTransactionColumns({ hasType: true });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wallet-recent-title">
      <Title order={4} id="wallet-recent-title" mb="sm">
        {t('wallet.recent')}
      </Title>
      <ColumnTable columns={columns} rows={rows} rowKey={(row) => row.id} minWidth={900} aria-labelledby="wallet-recent-title" />
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          {t('wallet.noRecent')}
        </Text>
      )}
    </Paper>
  );
}
