import { categoryKeys, companyKeys, projectKeys, transactionKeys, walletKeys } from '../../../lib/query-keys';

/*
 * A transaction moves figures shown elsewhere: the wallet, a company's totals, a project's
 * received/paid and the counts of companies and categories.
 */
export const MONEY_KEYS = [transactionKeys.all, walletKeys.all, companyKeys.all, projectKeys.all, categoryKeys.all];
