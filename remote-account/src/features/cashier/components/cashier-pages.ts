// The cashier's three pages share one chunk: a member moving between them loads nothing more.
export { DepositPage } from './deposit-page';
export { HistoryPage } from './history-page';
export { WithdrawPage } from './withdraw-page';
