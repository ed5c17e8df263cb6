/**
 * Business codes of the operator backend envelope `{ code, msg, data }` (HTTP status stays 200).
 * The front end imports nothing from here; the values are documented in README.md.
 */
export const OK = 200;
/** Session missing, unknown, revoked or expired: the client logs out. */
export const LOGIN_EXPIRED = 401001;
export const LOGIN_EXPIRED_MSG = 'Login expired';

/**
 * Responsible-gambling refusals (issue 18), the same numbers in both envelopes so one client
 * translation serves both.
 */
const RG_CODES = {
  /** A stake past a stake or loss limit; data = { kind, period, limit, remaining }. */
  RG_LIMIT_REACHED: 2003,
  /** Betting, games or claims during a time-out or self-exclusion; data = { kind, until }. */
  RG_EXCLUDED: 2004,
} as const;

export const Codes = {
  OK,
  LOGIN_EXPIRED,
  /** Bad or missing input (schema validation, shape checks). */
  ILLEGAL_INPUT: 1000,
  WRONG_CREDENTIALS: 1001,
  USER_EXISTS: 1002,
  SMS_CODE_INVALID: 1003,
  /** SMS sending too soon; data = { retryAfter } seconds. */
  SMS_RATE_LIMITED: 1004,
  MOBILE_EXISTS: 1005,
  MOBILE_UNKNOWN: 1006,
  ACCOUNT_DISABLED: 1007,
  INVITE_CODE_INVALID: 1008,
  /** Registration challenge (`validate` fields) missing or wrong; data = a new challenge. */
  CHALLENGE_FAILED: 1009,
  /** The same Idempotency-Key was sent with a different request. */
  IDEMPOTENCY_CONFLICT: 1010,
  /** Registration under the legal age (issue 18); data = { minAge }. */
  UNDER_AGE: 1011,
  /**
   * Too many login, SMS or registration attempts (issue 49 #4): a rate limit or a locked user
   * name; data = { retryAfter (seconds), until (epoch ms) }.
   */
  TOO_MANY_ATTEMPTS: 1012,
  /** Authenticated but the role does not allow the call. */
  FORBIDDEN: 403001,
  NOT_FOUND: 404001,
  INSUFFICIENT_BALANCE: 2001,
  ALREADY_CLAIMED: 2002,
  ...RG_CODES,
  /** A match prediction after the match's kick-off (issue 14). */
  PREDICTION_CLOSED: 2005,
  /** Cashier (issue 50): a deposit past a deposit limit; data = { period, limit, remaining }. */
  DEPOSIT_LIMIT_REACHED: 2006,
  /** A withdrawal past the daily count or amount; data = { kind, limit, remaining }. */
  WITHDRAW_LIMIT_REACHED: 2007,
  /** More than the withdrawable balance; data = { withdrawable, remainingTurnover }. */
  NOT_WITHDRAWABLE: 2008,
  /** A payout account's holder is not the member's real name; data = { realName } masked. */
  NAME_MISMATCH: 2009,
  /** Withdrawal PIN missing, wrong or not set yet; data = { pinSet }. */
  PIN_INVALID: 2010,
  /** Cancel or review of a deposit or withdrawal no longer in that state; data = { status }. */
  CASHIER_STATE: 2011,
  /** An amount outside the method's bounds; data = { min, max }. */
  AMOUNT_OUT_OF_RANGE: 2012,
  /**
   * A claim the activity's rules refuse this member (issue 53 #4): outside its dates, not a new
   * member, outside its VIP levels; data = { reason, ...its figures } (src/activity-eligibility.ts).
   */
  NOT_ELIGIBLE: 2013,
  /** Warning shown as an alert by the client (SPEC §8). */
  WARNING: 1009000043,
  /** No toast on the client (SPEC §8). */
  SILENT: 1002000035,
  STREAM_STATE: 3001,
  BANNED: 3002,
  MAINTENANCE: 5001,
  /** Injected by the fault switch when no code is given. */
  INJECTED_FAILURE: 5002,
  INTERNAL: 500,
} as const;

/** Sportsbook provider envelope codes `{ success, code, msg, data }`. */
export const ProviderCodes = {
  OK: 0,
  /** Statistics: the sports section is in maintenance; msg carries [start-end] in ms. */
  MAINTENANCE: 8,
  PARAM_ERROR: 1,
  LOGIN_REQUIRED: 2,
  BET_REJECTED: 3,
  INSUFFICIENT_BALANCE: 4,
  NOT_FOUND: 5,
  /** The same Idempotency-Key was sent with a different request. */
  IDEMPOTENCY_CONFLICT: 9,
  ...RG_CODES,
  TOKEN_EXPIRED: 14010,
} as const;
