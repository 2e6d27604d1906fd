import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@workspace/shared/common/limits';
import { formatMoney, moneySign } from '../lib/format';

export type CurrencyFigure = 'income' | 'expense' | 'balance';
export type CurrencyTotalsRow = { currency: Currency } & Partial<Record<CurrencyFigure, string>>;

const FIGURE_COLORS: Record<Exclude<CurrencyFigure, 'balance'>, string> = { income: 'teal.9', expense: 'red.9' };
const BALANCE_COLORS = { [-1]: 'red.9', 0: 'dimmed', 1: 'teal.9' } as const;

type Props = {
  /** Heading of the row ("This month: June 2025"); also the section's accessible name. */
  title: string;
  /** One card per entry; amounts are the API's decimal strings, shown as they are. */
  totals: CurrencyTotalsRow[];
  figures: CurrencyFigure[];
  /** Shown instead of the cards when there is no entry. */
  emptyText?: string;
};

/**
 * Money figures, one card per currency. Currencies are never added together or converted, so
 * there is deliberately no card that totals across them.
 */
export function CurrencyCards({ title, totals, figures, emptyText }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const isSingle = figures.length === 1;
  return (
    <section aria-labelledby={titleId}>
      <Text id={titleId} size="sm" fw={600} c="dimmed" mb={6}>
        {title}
      </Text>
      {totals.length === 0 && emptyText ? (
        <Text c="dimmed" size="sm" mb="md">
          {emptyText}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: Math.max(2, Math.min(totals.length, 4)) }} spacing="sm" mb="md">
          {totals.map((row) => {
            const currencyLabel = t(`work.currency.${row.currency}`);
            return (
              <Paper key={row.currency} withBorder p="sm" radius="md" role="group" aria-label={currencyLabel}>
                <Text size="xs" fw={700} c="dimmed" mb={4}>
                  {currencyLabel}
                </Text>
                {figures.map((figure) => {
                  const amount = row[figure];
                  if (amount === undefined) return null;
                  const sign = moneySign(amount);
                  // Nothing moved: a grey zero, so red and green mean money.
                  const color = figure === 'balance' ? BALANCE_COLORS[sign] : sign === 0 ? 'dimmed' : FIGURE_COLORS[figure];
                  return (
                    <Group key={figure} justify="space-between" gap="xs" wrap="nowrap" data-figure={figure}>
                      <Text size="sm" c="dimmed">
                        {t(`accounting.totals.${figure}`)}
                      </Text>
                      <Text size={isSingle ? 'xl' : 'md'} fw={700} c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMoney(amount, row.currency, i18n.language)}
                      </Text>
                    </Group>
                  );
                })}
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </section>
  );
}
