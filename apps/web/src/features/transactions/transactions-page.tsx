import { useTranslation } from 'react-i18next';
import { TransactionList } from './components/transaction-list';

/** /transaction (master): income and expense together, with a type filter. */
export function Component() {
  const { t } = useTranslation();
  return <TransactionList title={t('screens.transaction')} />;
}
