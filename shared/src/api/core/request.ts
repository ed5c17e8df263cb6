import type * as z from 'zod/mini';
import { callApi, type CallOptions } from './client';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { validateResponse } from './validate';

/** Options of a typed call: the §8 no-message flag, a per-call timeout (§9), an idempotency key (R8). */
export interface RequestOptions extends CallOptions, ActionOptions {
  timeout?: number;
}

/**
 * What a caller may ask of any shared call, so no app writes a call again to pass it: `quiet` (no
 * toast for a business error — the caller shows its own words; SPEC §8 noNeedResponseMsg), `signal`
 * (TanStack Query's, to cancel the request) and, on a money-moving call, the action's
 * `idempotencyKey` (R8; a fresh one per call when none is given).
 */
export interface ActionOptions {
  quiet?: boolean;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

/** What a read takes from its caller: TanStack Query's `signal`, and `quiet`. */
export type ReadOptions = Pick<ActionOptions, 'signal' | 'quiet'>;

type Params = Record<string, string | number | boolean | undefined>;

function send<S extends z.ZodMiniType>(
  schema: S,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload: { params?: Params; data?: unknown },
  opts: RequestOptions,
): Promise<z.infer<S>> {
  const headers = opts.idempotencyKey ? { [IDEMPOTENCY_HEADER]: opts.idempotencyKey } : undefined;
  return callApi<unknown>(
    { method, url, ...payload, headers, timeout: opts.timeout, signal: opts.signal },
    { noNeedResponseMsg: opts.noNeedResponseMsg || opts.quiet },
  ).then((data) => validateResponse(schema, data, url));
}

/** GET on the operator backend, `data` checked against `schema` (R14). */
export function getData<S extends z.ZodMiniType>(
  schema: S,
  url: string,
  params?: Params,
  opts: RequestOptions = {},
): Promise<z.infer<S>> {
  return send(schema, 'GET', url, { params }, opts);
}

/** POST on the operator backend (optional query params); never retried automatically (R8). */
export function postData<S extends z.ZodMiniType>(
  schema: S,
  url: string,
  data: unknown = {},
  opts: RequestOptions = {},
  params?: Params,
): Promise<z.infer<S>> {
  return send(schema, 'POST', url, { data, params }, opts);
}

/** PUT on the operator backend. */
export function putData<S extends z.ZodMiniType>(
  schema: S,
  url: string,
  data: unknown = {},
  opts: RequestOptions = {},
): Promise<z.infer<S>> {
  return send(schema, 'PUT', url, { data }, opts);
}

export {
  AnySchema,
  IdSchema,
  NullableNumber,
  NullableString,
  pageSchema,
  RecordListSchema,
  RecordSchema,
  type PageQuery,
} from '@app/shared/rules';
