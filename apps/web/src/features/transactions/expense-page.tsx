import { useTranslation } from 'react-i18next';
import { TransactionList } from './components/transaction-list';

/** /expense (master). */
export function Component() {
  const { t } = useTranslation();
  return <TransactionList title={t('screens.expense')} type="expense" />;
}
