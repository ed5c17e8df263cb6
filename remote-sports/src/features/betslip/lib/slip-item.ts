/** A pick in the slip, and what it knows before the provider's first quote (the store's, persisted). */
export type SaleState = 'open' | 'suspended' | 'closed' | 'unknown';

export interface SlipItem {
  key: string;
  matchId: string;
  marketId: string;
  optionType: string;
  /** Decimal odds the member accepted: what placement sends. */
  odds: number;
  /** Latest decimal odds of the provider. */
  current: number;
  label: string;
  matchName: string;
  source?: string;
  line: string;
  state: SaleState;
  /** Set while a change waits for the member's explicit accept. */
  pending: 'up' | 'down' | 'line' | null;
  /** Last automatic move, for the 2 s flash. */
  moved: 'up' | 'down' | null;
  min: number | null;
  max: number | null;
  parlay: boolean;
}

/** What a pick knows before its first quote: the provider has not confirmed it yet. */
export const UNQUOTED = {
  line: '',
  state: 'unknown',
  pending: null,
  moved: null,
  min: null,
  max: null,
  parlay: true,
} as const satisfies Partial<SlipItem>;
