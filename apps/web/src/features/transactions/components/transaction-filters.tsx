import { Select, TextInput, type ComboboxData } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES } from '@workspace/shared/accounting/transactions.schemas';
import { CURRENCIES } from '@workspace/shared/common/limits';
import { DateField } from '../../../components/date-field';
import type { ListState } from '../../../components/use-list-state';
import { normalizeDecimalInput } from '../../../lib/format';
import { useCategoryOptions } from '../api/lookup-categories';
import { useCompanyOptions } from '../api/lookup-companies';
import { useProjectOptions } from '../api/lookup-projects';
import { useUserOptions } from '../api/lookup-users';

export const TRANSACTION_FILTER_KEYS = ['type', 'currency', 'categoryId', 'companyId', 'projectId', 'userId', 'dateFrom', 'dateTo', 'amountMin', 'amountMax'] as const;
export type TransactionFilterKey = (typeof TRANSACTION_FILTER_KEYS)[number];

type Props = {
  list: ListState<TransactionFilterKey>;
  /** Income and expense pages have their type fixed. */
  hasTypeFilter: boolean;
  /** The server's messages for a refused filter (an inverted range), by field. */
  errors?: Record<string, string>;
};

/** The inputs of the transaction filter panel, each bound to its URL parameter. */
export function TransactionFilters({ list, hasTypeFilter, errors = {} }: Props) {
  const { t } = useTranslation();
  const companies = useCompanyOptions();
  const categories = useCategoryOptions();
  const projects = useProjectOptions();
  const users = useUserOptions();
  const select = (key: TransactionFilterKey, label: string, data: ComboboxData) => (
    <Select
      label={label}
      placeholder={t('common.all')}
      clearable
      searchable
      value={list.filters[key] ?? null}
      onChange={(value) => list.setFilter(key, value)}
      data={data}
      error={errors[key]}
    />
  );
  const date = (key: 'dateFrom' | 'dateTo') => (
    <DateField label={t(`accounting.fields.${key}`)} clearable value={list.filters[key] ?? null} onChange={(value) => list.setFilter(key, value)} error={errors[key]} />
  );
  const amount = (key: 'amountMin' | 'amountMax') => (
    <AmountFilter key={`${key}:${list.filters[key] ?? ''}`} label={t(`accounting.fields.${key}`)} value={list.filters[key] ?? ''} onCommit={(value) => list.setFilter(key, value)} error={errors[key]} />
  );
  return (
    <>
      {hasTypeFilter && select('type', t('accounting.fields.type'), TRANSACTION_TYPES.map((value) => ({ value, label: t(`accounting.type.${value}`) })))}
      {select('currency', t('accounting.fields.currency'), CURRENCIES.map((value) => ({ value, label: t(`work.currency.${value}`) })))}
      {select('categoryId', t('accounting.fields.category'), categories)}
      {select('companyId', t('accounting.fields.company'), companies)}
      {select('projectId', t('accounting.fields.project'), projects)}
      {select('userId', t('accounting.fields.assignedUser'), users)}
      {date('dateFrom')}
      {date('dateTo')}
      {amount('amountMin')}
      {amount('amountMax')}
    </>
  );
}

type AmountFilterProps = { label: string; value: string; onCommit: (value: string) => void; error?: string };

/* Typing an amount would refetch on every key; it reaches the URL on Enter or when the field is left. */
function AmountFilter({ label, value, onCommit, error }: AmountFilterProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const commit = () => {
    const next = normalizeDecimalInput(text);
    if (next !== value) onCommit(next);
  };
  return (
    <TextInput
      label={label}
      placeholder={t('accounting.amountPlaceholder')}
      inputMode="decimal"
      value={text}
      error={error}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
