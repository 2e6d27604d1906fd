import { useTranslation } from 'react-i18next';
import { TransactionList } from './components/transaction-list';

/** /income (master). */
export function Component() {
  const { t } = useTranslation();
  return <TransactionList title={t('screens.income')} type="income" />;
}
