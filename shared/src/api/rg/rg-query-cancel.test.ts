import { CancelledError, QueryClient } from '@tanstack/react-query';
import { http as route } from 'msw';
import { server } from '../../testing/mock-server';
import { clearBackends } from '../../testing/mock-backend';
import { useTestConfig } from '../__fixtures__/call-helpers';
import { rgQueries } from './rg-queries';

beforeEach(() => {
  useTestConfig();
  clearBackends();
});

test('a cancelled query aborts its request on the wire (TanStack Query signal)', async () => {
  const asked: Request[] = [];
  server.use(
    route.get('*/api/member/rg/get', ({ request }) => {
      asked.push(request);
      return new Promise<never>(() => undefined); // the server never answers
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const query = rgQueries.state('member01');
  const result = client.fetchQuery(query).catch((e: unknown) => e);
  await new Promise((r) => setTimeout(r, 20));
  expect(asked).toHaveLength(1);
  expect(asked[0]!.signal.aborted).toBe(false);
  await client.cancelQueries({ queryKey: query.queryKey });
  expect(asked[0]!.signal.aborted).toBe(true);
  expect(await result).toBeInstanceOf(CancelledError);
});
