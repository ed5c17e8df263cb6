import { useEffect, useState } from 'react';
import { configure, screen, waitFor } from '@testing-library/react';
import { useSportsConfigStore } from '@app/shared/store';
import {
  renderWithProviders,
  signInForTest,
  mockOrigin,
  type MockOrigin,
  type MockReply,
} from '@app/shared/testing';
import { matchIdsAt, type ListRow } from '../lib/rows';
import { useVisibleOdds } from './use-visible-odds';
import { setUpSportsUi } from '../../../test-ui';

// Issue 10: live odds refresh only for the rows on screen, not every loaded page.
configure({ asyncUtilTimeout: 5_000 });
const LIST = '/v1/match/getList';
let sportsbook: MockOrigin;
const provider = (code: number, data: unknown): MockReply => ({ json: { code, msg: '', data } });

const match = (id: number, od: number) => ({
  id,
  sid: 1,
  ms: 5,
  lg: { id: 1, na: 'L' },
  mg: [{ mty: 1, pe: 1001, mks: [{ op: [{ na: '1', od }] }] }],
});

function Probe(props: { ids: string[]; live: boolean }) {
  const fresh = useVisibleOdds(props.ids, props.live ? { type: 1, sportId: 1 } : null);
  return (
    <ul>
      {[...fresh.values()].map((m) => (
        <li key={String(m.id)}>{`${String(m.id)}:${m.mg?.[0]?.mks?.[0]?.op[0]?.od ?? ''}`}</li>
      ))}
    </ul>
  );
}

/** Rows on screen change every 100 ms for 2 s, like a long scroll. */
function Scroller() {
  const [i, setI] = useState(1);
  useEffect(() => {
    const id = setInterval(() => setI((n) => (n < 21 ? n + 1 : n)), 100);
    return () => clearInterval(id);
  }, []);
  return <Probe ids={[String(i)]} live />;
}

beforeAll(async () => {
  await setUpSportsUi();
  // the provider as a real local server with a member's token stored
  sportsbook = await mockOrigin();
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'sb', apiServerAddress: sportsbook.url, guest: false });
});
afterAll(() => sportsbook.close());
beforeEach(() => {
  // a member with a stored sportsbook token: no token call runs first
  signInForTest();
  sportsbook.reset();
});

test('asks for exactly the on-screen live matches and returns their fresh prices', async () => {
  sportsbook.on('POST', LIST, () =>
    provider(0, { records: [match(7, 2.5), match(9, 1.8)], total: 2 }),
  );
  renderWithProviders(<Probe ids={['7', '9']} live />);
  expect(await screen.findByText('7:2.5')).toBeInTheDocument();
  expect(screen.getByText('9:1.8')).toBeInTheDocument();
  const body = sportsbook.calls.find((c) => c.path === LIST)?.body as Record<string, unknown>;
  expect(body).toMatchObject({ type: 1, sportId: 1, matchIds: ['7', '9'], size: 2 });
});

test('polls again at the provider pace and shows the moved price', async () => {
  let od = 2.5;
  sportsbook.on('POST', LIST, () => provider(0, { records: [match(7, od)], total: 1 }));
  renderWithProviders(<Probe ids={['7']} live />);
  expect(await screen.findByText('7:2.5')).toBeInTheDocument();
  od = 2.7;
  expect(await screen.findByText('7:2.7')).toBeInTheDocument();
});

test('a list that does not tick, or no rows on screen, asks nothing', async () => {
  sportsbook.on('POST', LIST, () => provider(0, { records: [match(7, 2.5)], total: 1 }));
  renderWithProviders(<Probe ids={['7']} live={false} />);
  renderWithProviders(<Probe ids={[]} live />);
  await new Promise((r) => setTimeout(r, 600));
  await waitFor(() => expect(sportsbook.calls.filter((c) => c.path === LIST)).toHaveLength(0));
});

test('a long scroll (rows changing every 100 ms) still refreshes the rows on screen', async () => {
  sportsbook.on('POST', LIST, () => provider(0, { records: [match(7, 2.5)], total: 1 }));
  renderWithProviders(<Scroller />);
  await new Promise((r) => setTimeout(r, 2_100));
  const asked = sportsbook.calls
    .filter((c) => c.path === LIST)
    .map((c) => c.body as { matchIds: string[] });
  // more than the first set: the settle wait never postpones a refresh beyond the provider's pace
  expect(asked.filter((b) => b.matchIds[0] !== '1').length).toBeGreaterThanOrEqual(1);
});

test('matchIdsAt keeps only the match rows among the rendered indexes', () => {
  const rows: ListRow[] = [
    { kind: 'league', id: '1', name: 'L', count: 2, collapsed: false },
    { kind: 'match', match: match(7, 2) as never },
    { kind: 'match', match: match(9, 2) as never },
  ];
  expect(matchIdsAt(rows, [0, 1, 2, 5])).toEqual(['7', '9']);
  expect(matchIdsAt(rows, [0])).toEqual([]);
});
