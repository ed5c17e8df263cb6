/**
 * JSON-schema pieces for request validation (#17). Ajv runs without type coercion, so a boolean or an
 * object where a number is expected is refused with `1000 illegal input` before any handler (or SQLite)
 * sees it. Ids, numbers and times accept numbers or digit strings (SPEC leaves both open) and null.
 */
export type Schema = Record<string, unknown>;

export interface RouteSchema {
  body?: Schema;
  querystring?: Schema;
  params?: Schema;
}

export const id: Schema = {
  type: ['integer', 'string', 'null'],
  pattern: '^\\d{1,18}$',
  minimum: 0,
};
/** Integer or integer string; '' allowed (clients send it for "all"). */
export const int: Schema = { type: ['integer', 'string', 'null'], pattern: '^-?\\d{0,15}$' };
export const num: Schema = {
  type: ['number', 'string', 'null'],
  pattern: '^-?\\d{0,15}(\\.\\d{1,8})?$',
};
/**
 * A money amount (issue 49 #8): a whole number of the currency's minor unit (VND has none), as a
 * number or digit string; a fraction is refused with 1000 (provider 1). '' and null mean none.
 */
export const amount: Schema = { type: ['integer', 'string', 'null'], pattern: '^\\d{0,15}$' };
/** The fields that carry amounts: a refusal of one says why (src/http/app.ts). */
export const AMOUNT_FIELD = /\/(unitStake|stake|amount|fee|feeAmount|cashOutPrice|price)$/;
/** Epoch ms, ISO 8601 or `YYYY-MM-DD HH:mm[:ss]`. */
export const time: Schema = { type: ['integer', 'string', 'null'], maxLength: 40 };
export const flag: Schema = { type: ['boolean', 'integer', 'string', 'null'], maxLength: 5 };
export const str = (max: number): Schema => ({ type: ['string', 'null'], maxLength: max });
/** One id or a list of ids. */
export const ids = (max = 50): Schema => ({
  type: ['array', 'integer', 'string', 'null'],
  items: id,
  maxItems: max,
  pattern: '^\\d{1,18}$',
  minimum: 0,
});
export const list = (items: Schema, max: number): Schema => ({
  type: ['array', 'null'],
  items,
  maxItems: max,
});
/** Any JSON value of bounded size (free content such as a push order's tip). */
export const anyValue: Schema = {
  type: ['string', 'number', 'boolean', 'null', 'array', 'object'],
  maxLength: 4000,
  maxItems: 50,
  maxProperties: 50,
};

/** Fields not declared by a route: scalars, short strings, small arrays and objects. */
const LOOSE: Schema = {
  anyOf: [
    { type: ['number', 'boolean', 'null'] },
    { type: 'string', maxLength: 4000 },
    { type: 'array', maxItems: 500 },
    { type: 'object', maxProperties: 100 },
  ],
};

export const obj = (properties: Record<string, Schema> = {}, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  additionalProperties: LOOSE,
  ...(required.length ? { required } : {}),
});

/** Query values are strings (a repeated key would be an array: refused). */
export const query = (properties: Record<string, Schema> = {}): Schema => ({
  type: 'object',
  properties,
  additionalProperties: { type: 'string', maxLength: 500 },
});
export const qId: Schema = { type: 'string', pattern: '^\\d{0,18}$' };
export const qStr = (max: number): Schema => ({ type: 'string', maxLength: max });

const PARAM: Schema = { type: 'string', minLength: 1, maxLength: 100 };
/** Path parameters: ids are digits; any other parameter is a short string. */
export function paramsOf(url: string): Schema | undefined {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  if (!names.length) return undefined;
  const numeric = new Set(['id']);
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(
      names.map((n) => [n, numeric.has(n) ? { type: 'string', pattern: '^\\d{1,18}$' } : PARAM]),
    ),
  };
}

export const page = { current: int, size: int };
/** One selection of a bet slip (SPEC §7 bet bodies). */
export const selection: Schema = obj({
  matchId: id,
  marketId: id,
  optionType: int,
  type: int,
  odds: num,
  unitStake: amount,
  stake: amount,
});
