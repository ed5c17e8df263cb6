import type { CashierConfig } from '../config';
import type { Ctx } from '../context';
import { kvGet, kvSet } from '../db/open';

const KEY = 'cashier.settings';

/** The provider's timing: the start configuration, changed live by `/__admin/cashier/settings`. */
export function cashierSettings(ctx: Ctx): CashierConfig {
  return { ...ctx.config.cashier, ...kvGet<Partial<CashierConfig>>(ctx.db, KEY) };
}

export function setCashierSettings(ctx: Ctx, change: Partial<CashierConfig>): CashierConfig {
  const next = { ...cashierSettings(ctx), ...change };
  kvSet(ctx.db, KEY, next);
  return next;
}
