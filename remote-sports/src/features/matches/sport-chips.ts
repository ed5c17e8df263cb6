/** Sports offered as filter chips (ids of SPEC §3). */
export const SPORT_CHIPS: ReadonlyArray<{ id: number; name: string }> = [
  { id: 1, name: 'Football' },
  { id: 3, name: 'Basketball' },
  { id: 5, name: 'Tennis' },
  { id: 13, name: 'Volleyball' },
  { id: 47, name: 'Badminton' },
  { id: 15, name: 'Table tennis' },
  { id: 2, name: 'Ice hockey' },
  { id: 14, name: 'Cricket' },
];
