import { RecentTransactions } from '../../features/transactions/components/recent-transactions';
import { WalletPage } from '../../features/wallet/wallet-page';

/** /wallet: the wallet feature's page with the transactions feature's table of the last 30 days. */
export function Component() {
  return <WalletPage recent={(rows) => <RecentTransactions rows={rows} />} />;
}
