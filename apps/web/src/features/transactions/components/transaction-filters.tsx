import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_TYPES } from '@workspace/shared/accounting/transactions.constants';
import type { transactionList } from '../../../lib/lists';
import { FilterDate, FilterSelect } from '../../../components/filter-panel';
import type { ListState } from '../../../components/use-list-state';
import { useWorkOptions } from '../../../components/work-badges';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/format';
import { useCategoryOptions, useCompanyOptions, useProjectOptions, useUserOptions } from '../../../lib/lookups';

type Props = {
  list: ListState<typeof transactionList>;
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
  const { currencyOptions } = useWorkOptions();
  const date = (name: 'dateFrom' | 'dateTo') => (
    <FilterDate list={list} name={name} label={t(`accounting.fields.${name}`)} error={errors[name]} />
  );
  const amount = (name: 'amountMin' | 'amountMax') => (
    <AmountFilter
      key={`${name}:${list.filters[name] ?? ''}`}
      label={t(`accounting.fields.${name}`)}
      value={list.filters[name] ?? ''}
      onCommit={(value) => list.setFilter(name, value)}
      error={errors[name]}
    />
  );
  const types = TRANSACTION_TYPES.map((value) => ({ value, label: t(`accounting.type.${value}`) }));
  return (
    <>
      {hasTypeFilter && (
        <FilterSelect
          list={list}
          name="type"
          label={t('accounting.fields.type')}
          data={types}
          searchable
          error={errors.type}
        />
      )}
      <FilterSelect
        list={list}
        name="currency"
        label={t('accounting.fields.currency')}
        data={currencyOptions}
        searchable
        error={errors.currency}
      />
      <FilterSelect
        list={list}
        name="categoryId"
        label={t('accounting.fields.category')}
        data={categories}
        searchable
        error={errors.categoryId}
      />
      <FilterSelect
        list={list}
        name="companyId"
        label={t('accounting.fields.company')}
        data={companies}
        searchable
        error={errors.companyId}
      />
      <FilterSelect
        list={list}
        name="projectId"
        label={t('accounting.fields.project')}
        data={projects}
        searchable
        error={errors.projectId}
      />
      <FilterSelect
        list={list}
        name="userId"
        label={t('accounting.fields.assignedUser')}
        data={users}
        searchable
        error={errors.userId}
      />
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
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(value ? formatDecimalInput(value, i18n.language) : '');
  const commit = () => {
    const next = parseDecimalInput(text, i18n.language);
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
