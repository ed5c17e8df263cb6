import { publishIntent, subscribeIntent, type BetSelectionIntent } from './intents';

const pick = (n: number): BetSelectionIntent => ({
  matchId: `m${n}`,
  marketId: 'k1',
  outcomeId: 'o1',
  odds: 1.5 + n,
  source: 'live:7',
});

beforeEach(() => sessionStorage.clear());

describe('cross-remote intents', () => {
  it('delivers to every listener while one is subscribed', () => {
    const a: BetSelectionIntent[] = [];
    const b: BetSelectionIntent[] = [];
    const offA = subscribeIntent('betslip.add', (p) => a.push(p));
    const offB = subscribeIntent('betslip.add', (p) => b.push(p));
    publishIntent('betslip.add', pick(1));
    expect(a).toEqual([pick(1)]);
    expect(b).toEqual([pick(1)]);
    offA();
    publishIntent('betslip.add', pick(2));
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(2);
    offB();
  });

  it('keeps a bet pick until the slip listens (it survives the navigation that loads sports)', () => {
    publishIntent('betslip.add', pick(1));
    publishIntent('betslip.add', pick(2));
    expect(sessionStorage.getItem('__pendingIntents')).toContain('m2');
    const got: BetSelectionIntent[] = [];
    const off = subscribeIntent('betslip.add', (p) => got.push(p));
    expect(got).toEqual([pick(1), pick(2)]);
    off();
    // delivered once: a second listener gets nothing old
    const again: BetSelectionIntent[] = [];
    subscribeIntent('betslip.add', (p) => again.push(p))();
    expect(again).toEqual([]);
  });

  it('drops moments nobody listens to (a wallet change is not replayed later)', () => {
    publishIntent('wallet.changed', { reason: 'bet' });
    const got: unknown[] = [];
    const off = subscribeIntent('wallet.changed', (p) => got.push(p));
    expect(got).toEqual([]);
    publishIntent('wallet.changed', { reason: 'gift' });
    expect(got).toEqual([{ reason: 'gift' }]);
    off();
  });

  it('keeps at most the last 20 picks and survives corrupt storage', () => {
    sessionStorage.setItem('__pendingIntents', '{not json');
    for (let i = 0; i < 25; i += 1) publishIntent('betslip.add', pick(i));
    const got: BetSelectionIntent[] = [];
    subscribeIntent('betslip.add', (p) => got.push(p))();
    expect(got).toHaveLength(20);
    expect(got[0]?.matchId).toBe('m5');
  });
});
