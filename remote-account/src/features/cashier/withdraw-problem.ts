import type { WithdrawInfo } from './api/cashier-types';

export type WithdrawProblem =
  'dailyCount' | 'empty' | 'low' | 'high' | 'dailyAmount' | 'over' | 'pin';

/** A withdrawal PIN is six digits (api-sandbox/src/routes/cashier.ts). */
export const PIN_LENGTH = 6;

/**
 * Why this withdrawal cannot be asked for yet, from what the server last said (bounds, the day's
 * limits, the withdrawable amount), or null. The server checks all of it again; this only spares
 * the member a refusal they could have been told about while typing.
 */
export function withdrawProblem(
  digits: string,
  pin: string,
  info: Pick<WithdrawInfo, 'min' | 'max' | 'withdrawable' | 'daily'>,
): WithdrawProblem | null {
  if (info.daily.countLeft < 1) return 'dailyCount';
  if (!digits) return 'empty';
  const amount = Number(digits);
  if (amount < info.min) return 'low';
  if (amount > info.max) return 'high';
  if (amount > info.daily.amountLeft) return 'dailyAmount';
  if (amount > info.withdrawable) return 'over';
  if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)) return 'pin';
  return null;
}
