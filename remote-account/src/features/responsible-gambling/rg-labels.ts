import type { RgExclusionPeriod, RgLimitKind, RgPeriod } from '@app/shared/api/rg';

/* Literal keys by value, so every text stays typed by the English bundle (no dynamic keys). */

export const LIMIT_NAME = {
  stake: { day: 'rg.limits.stakeDay', week: 'rg.limits.stakeWeek', month: 'rg.limits.stakeMonth' },
  loss: { day: 'rg.limits.lossDay', week: 'rg.limits.lossWeek', month: 'rg.limits.lossMonth' },
} as const satisfies Record<RgLimitKind, Record<RgPeriod, string>>;

export const PERIOD_NAME = {
  day: 'rg.limits.day',
  week: 'rg.limits.week',
  month: 'rg.limits.month',
} as const satisfies Record<RgPeriod, string>;

export const PERIOD_WINDOW = {
  day: 'rg.limits.dayWindow',
  week: 'rg.limits.weekWindow',
  month: 'rg.limits.monthWindow',
} as const satisfies Record<RgPeriod, string>;

export const BREAK_NAME = {
  '24h': 'rg.break.24h',
  '7d': 'rg.break.7d',
  '30d': 'rg.break.30d',
  '6m': 'rg.break.6m',
  '1y': 'rg.break.1y',
  '5y': 'rg.break.5y',
} as const satisfies Record<RgExclusionPeriod, string>;

export const DEPOSIT_LIMIT_NAME = {
  day: 'rg.deposit.day',
  week: 'rg.deposit.week',
  month: 'rg.deposit.month',
} as const satisfies Record<RgPeriod, string>;
