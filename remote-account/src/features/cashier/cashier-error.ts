import { ApiError } from '@app/shared/client';
import { formatMoney } from '@app/shared/rules';

/** The cashier's refusals by code (api-sandbox/src/codes.ts), in the member's words. */
export const CASHIER_CODES = {
  EXCLUDED: 2004,
  DEPOSIT_LIMIT: 2006,
  WITHDRAW_LIMIT: 2007,
  NOT_WITHDRAWABLE: 2008,
  NAME_MISMATCH: 2009,
  PIN_INVALID: 2010,
  STATE: 2011,
  OUT_OF_RANGE: 2012,
  WRONG_PASSWORD: 1001,
  ILLEGAL_INPUT: 1000,
} as const;

export type CashierErrorKey =
  | 'excluded'
  | 'depositLimit'
  | 'withdrawLimitCount'
  | 'withdrawLimitAmount'
  | 'notWithdrawable'
  | 'nameMismatch'
  | 'bankNameMismatch'
  | 'pinWrong'
  | 'pinNotSet'
  | 'state'
  | 'outOfRange'
  | 'wrongPassword'
  | 'invalid'
  | 'network';

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === 'object' && v !== null ? (v as Rec) : {});
const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v) : '--');

/** Which message a failed cashier call shows, with the numbers it carries (money formatted). */
export function cashierError(error: unknown): { key: CashierErrorKey; values: Rec } {
  if (!(error instanceof ApiError) || error.kind !== 'business')
    return { key: 'network', values: {} };
  const d = rec(error.data);
  switch (error.code) {
    case CASHIER_CODES.EXCLUDED:
      return { key: 'excluded', values: {} };
    case CASHIER_CODES.DEPOSIT_LIMIT:
      return { key: 'depositLimit', values: { remaining: money(d.remaining) } };
    case CASHIER_CODES.WITHDRAW_LIMIT:
      return d.kind === 'count'
        ? { key: 'withdrawLimitCount', values: { limit: d.limit ?? '--' } }
        : { key: 'withdrawLimitAmount', values: { remaining: money(d.remaining) } };
    case CASHIER_CODES.NOT_WITHDRAWABLE:
      return { key: 'notWithdrawable', values: { withdrawable: money(d.withdrawable) } };
    case CASHIER_CODES.NAME_MISMATCH:
      return d.reason === 'bank'
        ? { key: 'bankNameMismatch', values: {} }
        : {
            key: 'nameMismatch',
            values: { name: typeof d.realName === 'string' ? d.realName : '' },
          };
    case CASHIER_CODES.PIN_INVALID:
      return { key: d.pinSet === false ? 'pinNotSet' : 'pinWrong', values: {} };
    case CASHIER_CODES.STATE:
      return { key: 'state', values: {} };
    case CASHIER_CODES.OUT_OF_RANGE:
      return { key: 'outOfRange', values: { min: money(d.min), max: money(d.max) } };
    case CASHIER_CODES.WRONG_PASSWORD:
      return { key: 'wrongPassword', values: {} };
    default:
      return { key: 'invalid', values: {} };
  }
}
