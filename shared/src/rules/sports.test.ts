import { KNOWN_SPORT_IDS, MATCH_TYPE, SPORTS, sportName } from './sports';

describe('match type constants (SPEC §9)', () => {
  it('1 live, 3 today, 4 early, 7 list', () => {
    expect(MATCH_TYPE).toEqual({ live: 1, today: 3, early: 4, list: 7 });
  });
});

describe('sport id table (SPEC §3)', () => {
  it('holds exactly the 18 sport ids of the spec', () => {
    expect(SPORTS.map((s) => s.id)).toEqual([
      1, 3, 177, 178, 5, 7, 13, 47, 15, 19, 16, 6, 4, 2, 51, 8, 14, 100,
    ]);
    expect(KNOWN_SPORT_IDS.size).toBe(18);
  });

  it.each([
    [1, 'Football'],
    ['3', 'Basketball'],
    [177, 'E-Football'],
    [178, 'E-Basketball'],
    [5, 'Tennis'],
    [7, 'Baseball'],
    [13, 'Volleyball'],
    [47, 'Badminton'],
    [15, 'Table Tennis'],
    [19, 'Boxing'],
    [16, 'Snooker'],
    [6, 'American Football'],
    [4, 'Rugby'],
    [2, 'Ice Hockey'],
    [51, 'Beach Volleyball'],
    [8, 'Handball'],
    [14, 'Cricket'],
    [100, 'Olympics'],
    [9, undefined],
    ['x', undefined],
  ])('sportName(%p) = %p', (id, name) => {
    expect(sportName(id)).toBe(name);
  });
});
