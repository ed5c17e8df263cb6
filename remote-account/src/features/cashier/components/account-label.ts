import type { PayoutAccount } from '../api/cashier-types';

/** Bank and number as the server sent them (already masked to the last 4 digits, SPEC §5). */
export const accountLabel = (a: PayoutAccount) => `${a.bankName ?? 'USDT TRC-20'} · ${a.number}`;
