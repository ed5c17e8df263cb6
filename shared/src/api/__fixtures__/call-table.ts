// Table-driven checks of typed calls: request shape, parsed answer, malformed answer (R14).
import { ApiError } from '../core/api-error';
import { answerEvery } from './call-helpers';

export interface CallRow {
  name: string;
  run: () => Promise<unknown>;
  method: 'get' | 'post' | 'put';
  url: string;
  /** The `data` the server answers. */
  data: unknown;
  body?: Record<string, unknown>;
  params?: Record<string, unknown>;
  /** What the call resolves to (toEqual for primitives, toMatchObject for objects). */
  expected?: unknown;
  /** What the call resolves to when the server sends `data: null`; default: rejects malformed. */
  onNull?: unknown;
  /** The call ignores the body (void actions): any data resolves. */
  ignoresBody?: boolean;
}

/** Wraps data the way the server does: the operator envelope or the provider one. */
export type Wrap = (data: unknown) => unknown;
export const operatorEnvelope: Wrap = (data) => ({ code: 200, msg: 'success', data });
export const providerEnvelope: Wrap = (data) => ({ success: true, code: 0, msg: 'success', data });

/** Query parameters as they travel: strings. */
const stringValues = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));

/** Declares the tests of a call table; the server (MSW) answers every request with `wrap(data)`. */
export function describeCalls(rows: CallRow[], wrap: Wrap = operatorEnvelope): void {
  it.each(rows)('$name: $method $url', async (row) => {
    const calls = answerEvery(() => wrap(row.data));
    const result = await row.run();
    expect(calls).toHaveLength(1);
    const sent = calls[0]!;
    expect(sent.method).toBe(row.method.toUpperCase());
    expect(sent.url).toContain(row.url);
    if (row.body) expect(sent.body).toMatchObject(row.body);
    if (row.params) expect(sent.params).toMatchObject(stringValues(row.params));
    if (row.ignoresBody) expect(result).toBeUndefined();
    else if (typeof row.expected === 'object' && row.expected !== null)
      expect(result).toMatchObject(row.expected);
    else if (row.expected !== undefined) expect(result).toEqual(row.expected);
  });

  it.each(rows.filter((r) => !r.ignoresBody))(
    '$name: a null or wrong-shaped data gives one typed error (R14)',
    async (row) => {
      answerEvery(() => wrap(null));
      if ('onNull' in row) {
        await expect(row.run()).resolves.toEqual(row.onNull);
        return;
      }
      const err = await row.run().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).kind).toBe('malformed');
    },
  );
}
