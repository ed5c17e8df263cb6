import type { Match } from '@app/shared';
import { toMatchView } from './match-view';

const base: Match = {
  id: 7,
  sid: 1,
  ms: 5,
  lg: { id: 1, na: 'V.League 1' },
  ts: [{ na: 'Hà Nội FC' }, { na: 'Công An Hà Nội' }],
  bt: 1_800_000_000_000,
  nsg: [{ pe: 1000, tyg: 5, sc: [2, 1] }],
  mg: [
    {
      mty: 1000,
      pe: 1001,
      mks: [
        {
          op: [
            { na: '1', od: 1.85 },
            { na: 'X', od: 3.4 },
            { na: '2', od: 4.1 },
            { na: '?', od: 9 },
          ],
        },
      ],
    },
  ],
};

describe('match card view of a provider match (SPEC §3)', () => {
  it('reads teams, league, goals score and the first market (three options)', () => {
    expect(toMatchView(base)).toEqual({
      id: '7',
      league: 'V.League 1',
      home: 'Hà Nội FC',
      away: 'Công An Hà Nội',
      score: [2, 1],
      live: true,
      startsAt: 1_800_000_000_000,
      odds: [
        { label: '1', odds: 1.85 },
        { label: 'X', odds: 3.4 },
        { label: '2', odds: 4.1 },
      ],
    });
  });

  it('copes with missing teams, scores and markets', () => {
    const bare: Match = { id: 'x', sid: 1, ms: 0, lg: { id: 2, na: 'L' } };
    expect(toMatchView(bare)).toMatchObject({
      home: '—',
      away: '—',
      score: null,
      live: false,
      odds: [],
      startsAt: null,
    });
  });

  it('ignores malformed score entries', () => {
    expect(toMatchView({ ...base, nsg: [{ tyg: 5, sc: ['a', 1] }, 'junk'] }).score).toBeNull();
  });
});
