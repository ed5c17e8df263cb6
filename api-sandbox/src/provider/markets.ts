/** Market type codes (`mty`) and periods (`pe`) the sandbox uses; documented in README. */
export const MTY = {
  HANDICAP: 1000,
  MONEYLINE: 1001,
  ONE_X_TWO: 1005,
  OVER_UNDER: 1007,
  OUTRIGHT: 1008,
} as const;

export const MARKET_NAMES: Record<number, string> = {
  [MTY.HANDICAP]: 'Handicap',
  [MTY.MONEYLINE]: 'Moneyline',
  [MTY.ONE_X_TWO]: '1X2',
  [MTY.OVER_UNDER]: 'Over/Under',
  [MTY.OUTRIGHT]: 'Outright',
};

/** Market periods: 1001 full match, 1002 first half. */
export const PE = { FULL: 1001, FIRST_HALF: 1002 } as const;

/** Option types: 1 home, 2 draw, 3 away, 4 over, 5 under; outright options use the team id. */
export const OPT = { HOME: 1, DRAW: 2, AWAY: 3, OVER: 4, UNDER: 5 } as const;

export interface Option {
  na: string;
  nm: string;
  ty: number;
  od: number;
  li: string;
}

export interface MarketLine {
  id: number;
  /** Sale status: 1 open, 0 suspended, -1 closed. */
  ss: number;
  /** Parlay allowed: 1 yes. */
  au: number;
  li: string;
  op: Option[];
}

export interface MarketGroup {
  mty: number;
  pe: number;
  nm: string;
  mks: MarketLine[];
}
