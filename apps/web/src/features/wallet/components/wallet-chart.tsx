import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletResponse } from '@workspace/shared/accounting/wallet.schemas';
import { CURRENCIES, type Currency } from '@workspace/shared/common/limits';
import { formatMoney, formatMonth, moneySign } from '../../../lib/format';

type Props = { monthly: WalletResponse['monthly'] };

/* The first currency that moved in the twelve months, so the chart does not open on an empty one. */
function busiestDefault(monthly: Props['monthly']): Currency {
  const moved = CURRENCIES.find((currency) =>
    monthly.some((month) => month.currencies.some((row) => row.currency === currency && (moneySign(row.income) !== 0 || moneySign(row.expense) !== 0))),
  );
  return moved ?? 'TL';
}

/**
 * Income against expense over twelve months for one currency at a time: currencies never share
 * an axis, since their amounts cannot be compared without conversion.
 */
export function WalletChart({ monthly }: Props) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<Currency | null>(null);
  const currency = chosen ?? busiestDefault(monthly);
  const incomeLabel = t('accounting.totals.income');
  const expenseLabel = t('accounting.totals.expense');
  // Bar heights need numbers; the figures shown (tooltip, axis) are formatted from them for display only.
  const data = monthly.map((month) => {
    const row = month.currencies.find((entry) => entry.currency === currency);
    return { month: formatMonth(month.month, i18n.language, 'short'), [incomeLabel]: Number(row?.income ?? 0), [expenseLabel]: Number(row?.expense ?? 0) };
  });
  const money = (value: number) => formatMoney(value.toFixed(2), currency, i18n.language);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="wallet-chart-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title order={4} id="wallet-chart-title">
            {t('wallet.chartTitle')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('wallet.chartNote')}
          </Text>
        </div>
        <SegmentedControl
          aria-label={t('wallet.chartCurrency')}
          value={currency}
          onChange={(value) => setChosen(value as Currency)}
          data={CURRENCIES.map((value) => ({ value, label: t(`work.currency.${value}`) }))}
        />
      </Group>
      <BarChart
        h={280}
        data={data}
        dataKey="month"
        series={[
          { name: incomeLabel, color: 'teal.6' },
          { name: expenseLabel, color: 'red.6' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        valueFormatter={money}
        yAxisProps={{ width: 100, tickFormatter: (value: number) => new Intl.NumberFormat(i18n.language, { notation: 'compact' }).format(value) }}
        aria-label={t('wallet.chartLabel', { currency: t(`work.currency.${currency}`) })}
      />
    </Paper>
  );
}
