import { ApiError, type ApiErrorKind } from '../api/core/api-error';
import { createQueryClient } from './query-client';

describe('query client: reads retry on transport trouble only (R8)', () => {
  const client = createQueryClient();
  const retry = client.getDefaultOptions().queries!.retry as (n: number, e: unknown) => boolean;

  it.each<[ApiErrorKind | 'plain', number, boolean]>([
    ['network', 0, true],
    ['timeout', 1, true],
    ['network', 2, false],
    ['business', 0, false],
    ['expired', 0, false],
    ['malformed', 0, false],
    ['http', 0, false],
    ['plain', 0, true],
  ])('%s error after %i failures: retry %s', (kind, count, expected) => {
    const err = kind === 'plain' ? new Error('x') : new ApiError(kind, 'x');
    expect(retry(count, err)).toBe(expected);
  });

  it('never retries mutations (POSTs are not retried automatically)', () => {
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
