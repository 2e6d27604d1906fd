import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@workspace/shared/accounting/transactions.schemas';
import type { TransactionType } from '@workspace/shared/accounting/transactions.constants';
import { formatDate, formatMoney } from '../../../lib/format';
import { CompanyName } from '../../../components/company-name';
import type { Column } from '../../../components/data-table';
import { RowActions } from '../../../components/row-actions';

export const TRANSACTION_TYPE_COLORS: Record<TransactionType, string> = { income: 'teal', expense: 'red' };

export function TransactionTypeBadge({ type }: { type: TransactionType }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={TRANSACTION_TYPE_COLORS[type]}>
      {t(`accounting.type.${type}`)}
    </Badge>
  );
}

type Options = {
  /** Lists of both types show the type and colour the amount by it. */
  hasType?: boolean;
  hasCategory?: boolean;
  /** A company's own page needs no company column. */
  hasCompany?: boolean;
  onEdit?: (transaction: Transaction) => void;
  onDelete?: (transaction: Transaction) => void;
};

/** The columns of every transaction table (income, expense, transactions, a company's, the wallet's recent). */
export function useTransactionColumns({
  hasType = false,
  hasCategory = true,
  hasCompany = true,
  onEdit,
  onDelete,
}: Options = {}): Column<Transaction>[] {
  const { t, i18n } = useTranslation();
  const columns: (Column<Transaction> | false)[] = [
    {
      key: 'transactionDate',
      title: t('accounting.fields.date'),
      sortable: true,
      render: (row) => formatDate(row.transactionDate, i18n.language),
    },
    hasType && {
      key: 'type',
      title: t('accounting.fields.type'),
      sortable: true,
      render: (row) => <TransactionTypeBadge type={row.type} />,
    },
    {
      key: 'name',
      title: t('accounting.fields.name'),
      sortable: true,
      wrap: true,
      render: (row) => (
        <Text size="sm" fw={500} title={row.description ?? undefined}>
          {row.name}
        </Text>
      ),
    },
    {
      key: 'amount',
      title: t('accounting.fields.amount'),
      sortable: true,
      align: 'right',
      render: (row) => (
        <Text
          size="sm"
          fw={600}
          c={hasType ? (row.type === 'income' ? 'var(--ws-success-text)' : 'var(--ws-danger-text)') : undefined}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatMoney(row.amount, row.currency, i18n.language)}
        </Text>
      ),
    },
    {
      key: 'currency',
      title: t('accounting.fields.currency'),
      sortable: true,
      render: (row) => t(`work.currency.${row.currency}`),
    },
    hasCategory && {
      key: 'category',
      title: t('accounting.fields.category'),
      sortable: true,
      wrap: true,
      render: (row) => row.category?.name ?? '–',
    },
    hasCompany && {
      key: 'company',
      title: t('accounting.fields.company'),
      sortable: true,
      wrap: true,
      render: (row) => <CompanyName company={row.company} />,
    },
    { key: 'project', title: t('accounting.fields.project'), wrap: true, render: (row) => row.project?.name ?? '–' },
    {
      key: 'assignedUser',
      title: t('accounting.fields.assignedUser'),
      render: (row) => `${row.assignedUser.name} ${row.assignedUser.surname}`,
    },
    (onEdit !== undefined || onDelete !== undefined) && {
      key: 'actions',
      title: t('common.actions'),
      render: (row) => (
        <RowActions
          t={t}
          name={row.name}
          onEdit={onEdit && (() => onEdit(row))}
          onDelete={onDelete && (() => onDelete(row))}
        />
      ),
    },
  ];
  return columns.filter((column): column is Column<Transaction> => column !== false);
}
