/** Match list types of the sportsbook provider (SPEC §9). */
export const MATCH_TYPE = { live: 1, today: 3, early: 4, list: 7 } as const;
export type MatchType = (typeof MATCH_TYPE)[keyof typeof MATCH_TYPE];

/** A sport of SPEC §3 with its English name. */
export interface Sport {
  readonly id: number;
  readonly name: string;
}

/**
 * The 18 known sports of SPEC §3, in the spec's order. Id 4 is named 'Rugby' (the spec notes
 * one reading calls it soccer; 1 is football/soccer already).
 */
export const SPORTS: readonly Sport[] = [
  { id: 1, name: 'Football' },
  { id: 3, name: 'Basketball' },
  { id: 177, name: 'E-Football' },
  { id: 178, name: 'E-Basketball' },
  { id: 5, name: 'Tennis' },
  { id: 7, name: 'Baseball' },
  { id: 13, name: 'Volleyball' },
  { id: 47, name: 'Badminton' },
  { id: 15, name: 'Table Tennis' },
  { id: 19, name: 'Boxing' },
  { id: 16, name: 'Snooker' },
  { id: 6, name: 'American Football' },
  { id: 4, name: 'Rugby' },
  { id: 2, name: 'Ice Hockey' },
  { id: 51, name: 'Beach Volleyball' },
  { id: 8, name: 'Handball' },
  { id: 14, name: 'Cricket' },
  { id: 100, name: 'Olympics' },
];

/** Ids of {@link SPORTS} for membership tests. */
export const KNOWN_SPORT_IDS: ReadonlySet<number> = new Set(SPORTS.map((s) => s.id));

/** English name of a known sport id (number or numeric string), else undefined. */
export function sportName(id: number | string): string | undefined {
  const wanted = Number(id);
  return SPORTS.find((s) => s.id === wanted)?.name;
}
