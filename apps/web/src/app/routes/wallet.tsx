import { RecentTransactions } from '../../features/transactions/components/recent-transactions';
import { WalletPage } from '../../features/wallet/wallet-page';

/** /wallet: the wallet feature's page with the transactions feature's table of the chosen month's latest transactions. */
export function Component() {
  return <WalletPage recent={(rows, range) => <RecentTransactions rows={rows} range={range} />} />;
}
