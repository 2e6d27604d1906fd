import { Group, Paper, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@workspace/shared/common/limits';
import { formatMoney, formatMonth, moneySign } from '../lib/format';
import { BarChart } from './charts/bar-chart';
import { ChartTableToggle } from './off-screen';
import classes from './data-table.module.css';
import { ToggleGroup } from './toggle-group';

/* The figures' cells in the app's table (data-table.module.css, `compact`: 4 px between rows), right-aligned. */
const RIGHT = { textAlign: 'right' } as const;
const FIGURE = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

type Month = { month: string; currencies: { currency: Currency; income: string; expense: string }[] };
type Props = {
  /** Twelve months, oldest first, each with its currencies (the wallet's and the dashboard's shape). */
  monthly: Month[];
  title: string;
  note: string;
  /** The title's heading level where the chart stands (a section of the page under its title: 2; inside one: 3 or 4). */
  titleOrder?: 2 | 3 | 4;
};

/* The first currency that moved in the twelve months, so the chart does not open on an empty one. */
function busiestCurrency(monthly: Props['monthly']): Currency {
  const moved = CURRENCIES.find((currency) =>
    monthly.some((month) =>
      month.currencies.some(
        (row) => row.currency === currency && (moneySign(row.income) !== 0 || moneySign(row.expense) !== 0),
      ),
    ),
  );
  return moved ?? 'TL';
}

/**
 * Twelve months of income against expense for one currency at a time (currencies are never put on
 * one axis or added). The same figures stand in a table under it: hidden for the eye but read by
 * screen readers, or shown on request.
 */
export function MoneyChart({ monthly, title, note, titleOrder = 3 }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const titleId = useId();
  const [chosen, setChosen] = useState<Currency | null>(null);
  const currency = chosen ?? busiestCurrency(monthly);
  const currencyLabel = t(`work.currency.${currency}`);
  const incomeLabel = t('accounting.totals.income');
  const expenseLabel = t('accounting.totals.expense');
  const rows = monthly.map((month) => {
    const row = month.currencies.find((entry) => entry.currency === currency);
    return { month: month.month, income: row?.income ?? '0.00', expense: row?.expense ?? '0.00' };
  });
  const money = (value: string) => formatMoney(value, currency, locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });

  // Three narrow columns fit a phone: no scroll box (one with nothing to focus in it cannot be scrolled by keyboard).
  const table = (
    <table className={`${classes.table} ${classes.compact}`}>
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>
        {t('charts.tableCaption', { currency: currencyLabel })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('charts.month')}</th>
          <th scope="col" style={RIGHT}>
            {incomeLabel}
          </th>
          <th scope="col" style={RIGHT}>
            {expenseLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.month}>
            <th scope="row" style={{ fontWeight: 400 }}>
              {formatMonth(row.month, locale)}
            </th>
            <td style={FIGURE}>{money(row.income)}</td>
            <td style={FIGURE}>{money(row.expense)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="sm" wrap="wrap">
        <div>
          <Title order={titleOrder} size="h5" id={titleId}>
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        </div>
        <ToggleGroup
          aria-label={t('charts.currency')}
          size="xs"
          value={currency}
          onChange={(value) => setChosen(value)}
          data={CURRENCIES.map((value) => ({ value, label: t(`work.currency.${value}`) }))}
        />
      </Group>
      {/* The bars picture the table below, which screen readers read. */}
      <BarChart
        label={t('charts.label', { currency: currencyLabel })}
        height={240}
        // Bar heights need numbers; the tooltip writes them back as money with two decimals, as the API sent them.
        rows={rows.map((row) => ({
          key: row.month,
          label: formatMonth(row.month, locale, 'short'),
          title: formatMonth(row.month, locale),
          values: [Number(row.income), Number(row.expense)],
        }))}
        series={[
          { label: incomeLabel, color: 'teal.6' },
          { label: expenseLabel, color: 'red.6' },
        ]}
        formatValue={(value) => money(value.toFixed(2))}
        formatTick={(value) => compact.format(value)}
        axisWidth={64}
        withLegend
      />
      <ChartTableToggle table={table} />
    </Paper>
  );
}
