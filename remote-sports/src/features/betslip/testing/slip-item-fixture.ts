import type { SlipItem } from '../lib/slip-item';

/** A quoted, open pick of match 1 at decimal odds 2 (the fields a test cares about in `over`). */
export const slipItem = (over: Partial<SlipItem> = {}): SlipItem => ({
  key: '101:1',
  matchId: '1',
  marketId: '101',
  optionType: '1',
  odds: 2,
  current: 2,
  label: 'Home',
  matchName: 'A vs B',
  line: '',
  state: 'open',
  pending: null,
  moved: null,
  min: null,
  max: null,
  parlay: true,
  ...over,
});
