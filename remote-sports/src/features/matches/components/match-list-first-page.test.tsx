import { Profiler, useLayoutEffect } from 'react';
import { screen } from '@testing-library/react';
import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSportsConfigStore } from '@app/shared/store';
import {
  deferred,
  mockBackend,
  renderRemoteAt,
  mockOrigin,
  type MockOrigin,
  type MockReply,
} from '@app/shared/testing';
import SportsRoutes from '../../../app/routes';
import { setUpSportsUi } from '../../../test-ui';

// Issue 16: on a Sports tab switch the list's first page is what the member waits for. It is listed
// in the render its answer arrives in, not deferred behind another render of the loading state.

const envelope = (data: unknown) => ({ code: 0, msg: '', data });
const match = (id: number) => ({
  id,
  sid: 1,
  ms: 1,
  lg: { id: 7, na: 'League 7' },
  ts: [{ na: `Home ${id}` }, { na: `Away ${id}` }],
  mg: [],
});

let provider: MockOrigin;
beforeAll(async () => {
  // the window virtualizer keeps its place with scrollTo, which jsdom does not implement
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  await setUpSportsUi();
  provider = await mockOrigin();
  // the cache and its observers learn of the answer in one step: without this, TanStack Query tells
  // the list a macrotask after the cache has the data, and on a busy machine an unrelated commit (a
  // clock tick) can land in between and count as "after the answer" with the list not told yet
  notifyManager.setScheduler((notify) => notify());
});
afterAll(() => {
  notifyManager.setScheduler((notify) => setTimeout(notify, 0));
  provider.close();
  jest.restoreAllMocks();
});
beforeEach(() => {
  mockBackend();
  provider.reset();
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'sb', apiServerAddress: provider.url, guest: true });
});

let client: QueryClient | null = null;
function GrabClient() {
  const found = useQueryClient();
  useLayoutEffect(() => {
    client = found;
  });
  return null;
}
/** Whether the match list's first page is in the query cache (the page's data has arrived). */
const listAnswered = () =>
  client!
    .getQueryCache()
    .getAll()
    .some((q) => Array.isArray((q.state.data as { pages?: unknown } | undefined)?.pages));

test('the first page of matches is on screen in the first commit after its answer', async () => {
  const list = deferred<MockReply>();
  provider.on('POST', '/v1/match/getList', () => list.promise);
  provider.on('POST', '/v1/match/statistical', () => ({ json: envelope({ sl: [] }) }));
  provider.on('POST', '/v1/bulletin/listTop', () => ({ json: envelope([]) }));
  provider.on('POST', '/v1/match/getOnSaleLeagues', () => ({ json: envelope([]) }));
  // each commit of the page once the list has answered: how many match cards it put on screen
  const cardsAfterAnswer: number[] = [];
  renderRemoteAt(
    <Profiler
      id="sports"
      onRender={() => {
        if (listAnswered())
          cardsAfterAnswer.push(document.querySelectorAll('[data-testid="match-card"]').length);
      }}
    >
      <GrabClient />
      <SportsRoutes routeId="sports" basePath="/sports" />
    </Profiler>,
    '/sports',
  );
  await screen.findByRole('tablist');
  expect(cardsAfterAnswer).toEqual([]);
  list.resolve({ json: envelope({ records: [match(1), match(2)], total: 2 }) });
  await screen.findAllByTestId('match-card');
  expect(cardsAfterAnswer.length).toBeGreaterThan(0);
  expect(cardsAfterAnswer[0]).toBe(2);
});
