import type { Ctx } from '../context';
import { sweepDeposits } from './deposits';
import { cashierSettings } from './settings';
import { sweepWithdrawals } from './withdrawals';

/** The stand-in provider's side: confirms, expires and pays what is due (on a timer and on reads). */
export function sweepCashier(ctx: Ctx): void {
  const s = cashierSettings(ctx);
  sweepDeposits(ctx, s.confirmDelayMs);
  sweepWithdrawals(ctx, s.payoutDelayMs);
}
