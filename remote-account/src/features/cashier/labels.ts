/** Ids the server sends, mapped to their message keys (no key is built from a string). */
export const METHOD_LABEL = {
  bank: 'cashier.method.bank',
  momo: 'cashier.method.momo',
  zalopay: 'cashier.method.zalopay',
  usdt: 'cashier.method.usdt',
  bankcard: 'cashier.method.bankcard',
  alipay: 'cashier.method.alipay',
  wechat: 'cashier.method.wechat',
  manual: 'cashier.method.manual',
} as const;

/** A deposit the cashier made (a method it knows), not one the operator credited by hand. */
export const isCashierMethod = (kind: string) =>
  kind !== 'manual' && Object.hasOwn(METHOD_LABEL, kind);

export const STATUS_LABEL = {
  pending: 'cashier.status.pending',
  processing: 'cashier.status.processing',
  completed: 'cashier.status.completed',
  paid: 'cashier.status.paid',
  failed: 'cashier.status.failed',
  rejected: 'cashier.status.rejected',
  cancelled: 'cashier.status.cancelled',
  expired: 'cashier.status.expired',
} as const;

export const TYPE_LABEL = {
  deposit: 'cashier.type.deposit',
  withdrawal: 'cashier.type.withdrawal',
  bonus: 'cashier.type.bonus',
  game: 'cashier.type.game',
  bet: 'cashier.type.bet',
} as const;

export const KIND_LABEL = {
  withdraw: 'cashier.kind.withdraw',
  activity: 'cashier.kind.activity',
  turntable: 'cashier.kind.turntable',
  'invite-award': 'cashier.kind.invite-award',
  'game-transfer': 'cashier.kind.game-transfer',
  'game-transfer-done': 'cashier.kind.game-transfer-done',
  'game-collect': 'cashier.kind.game-collect',
  bet: 'cashier.kind.bet',
  'bet-settle': 'cashier.kind.bet-settle',
  'cash-out': 'cashier.kind.cash-out',
  deposit: 'cashier.kind.deposit',
} as const;

export const PERIOD_LABEL = {
  day: 'cashier.limits.day',
  week: 'cashier.limits.week',
  month: 'cashier.limits.month',
} as const;

/** A key of one of the maps above, or the fallback's when the server sent an id we do not know. */
export function labelOf<M extends Record<string, string>>(
  map: M,
  id: string,
  fallback: M[keyof M],
) {
  return (Object.hasOwn(map, id) ? map[id as keyof M] : fallback) as M[keyof M];
}
