/** The home page's first-screen reads (SPEC §7), named once for their API functions and the early script. */
export const ADVERTS_PATH = '/api/promotion/advertise/list';
export const HOME_BAR_PATH = '/api/user/home/bar/list';
export const SLOT_LIST_PATH = '/api/game/home/slot/list/';

/** What the early script starts for `/`: the banner, the game bar and the hot games. */
export const FIRST_SCREEN_READS: ReadonlyArray<{
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}> = [
  { method: 'GET', path: ADVERTS_PATH },
  { method: 'GET', path: HOME_BAR_PATH },
  { method: 'POST', path: SLOT_LIST_PATH, body: {} },
];
