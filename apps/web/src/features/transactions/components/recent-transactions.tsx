import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@workspace/shared/accounting/transactions.schemas';
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
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby="wallet-recent-title">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} ta={column.align} style={{ whiteSpace: 'nowrap' }}>
                  {column.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align} style={{ whiteSpace: column.wrap ? 'normal' : 'nowrap' }}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          {t('wallet.noRecent')}
        </Text>
      )}
    </Paper>
  );
}
