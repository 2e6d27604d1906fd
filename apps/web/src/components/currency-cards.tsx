import { useTranslation } from 'react-i18next';
import type { Currency } from '@workspace/shared/common/limits';
import { formatMoney, moneySign } from '../lib/format';
import { SummaryCards, type SummaryCard } from './summary-cards';

export type CurrencyFigure = 'income' | 'expense' | 'balance';
export type CurrencyTotalsRow = { currency: Currency } & Partial<Record<CurrencyFigure, string>>;

const FIGURE_COLORS: Record<Exclude<CurrencyFigure, 'balance'>, string> = {
  income: 'var(--ws-success-text)',
  expense: 'var(--ws-danger-text)',
};
const BALANCE_COLORS = { [-1]: 'var(--ws-danger-text)', 0: 'dimmed', 1: 'var(--ws-success-text)' } as const;

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
 * Money figures, one card per currency, as a row of the shared summary cards. Currencies are
 * never added together or converted, so there is deliberately no card that totals across them.
 */
export function CurrencyCards({ title, totals, figures, emptyText }: Props) {
  const { t, i18n } = useTranslation();
  const cards: SummaryCard[] = totals.map((row) => ({
    key: row.currency,
    label: t(`work.currency.${row.currency}`),
    color: 'blue',
    figures: figures.flatMap((figure) => {
      const amount = row[figure];
      if (amount === undefined) return [];
      const sign = moneySign(amount);
      // Nothing moved: a grey zero, so red and green mean money.
      const color = figure === 'balance' ? BALANCE_COLORS[sign] : sign === 0 ? 'dimmed' : FIGURE_COLORS[figure];
      return [
        {
          key: figure,
          label: t(`accounting.totals.${figure}`),
          value: formatMoney(amount, row.currency, i18n.language),
          color,
        },
      ];
    }),
  }));
  return (
    <SummaryCards title={title} cards={cards} emptyText={emptyText} cols={Math.max(2, Math.min(totals.length, 4))} />
  );
}
