import { ladderState, type Tier } from './tiers';

const TIERS: Tier[] = [
  { target: 100, reward: 1 },
  { target: 500, reward: 5 },
  { target: 1000, reward: 10 },
];

// Issue 14: progress to each tier, what is claimable now; tiers are claimed once each, in order.
describe('ladderState', () => {
  it('shows progress towards the first tier from zero', () => {
    expect(ladderState(50, TIERS, 0)).toEqual({
      statuses: ['locked', 'locked', 'locked'],
      next: 0,
      percent: 50,
      remaining: 50,
    });
  });

  it('makes reached tiers claimable until claimed, measuring from the last reached one', () => {
    const s = ladderState(700, TIERS, 1);
    expect(s.statuses).toEqual(['claimed', 'claimable', 'locked']);
    expect(s.next).toBe(2);
    expect(s.percent).toBe(40);
    expect(s.remaining).toBe(300);
  });

  it('is full when every tier is reached', () => {
    expect(ladderState(5000, TIERS, 3)).toMatchObject({ next: -1, percent: 100, remaining: 0 });
    expect(ladderState(5000, TIERS, 3).statuses).toEqual(['claimed', 'claimed', 'claimed']);
  });
});
