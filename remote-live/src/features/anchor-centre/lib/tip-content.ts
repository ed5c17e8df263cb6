/** What a pushed tip carries (the room's tips panel reads the same fields). */
export interface TipContent {
  matchId: string;
  marketId: string;
  outcomeId: string;
  odds: number;
  /** The selection in the anchor's page language ("Hà Nội", "Tài 2.5"). */
  label: string;
  /** The market in the anchor's page language ("Kèo chấp – Hiệp 1"). */
  marketName: string;
  matchName: string;
  /** The provider's codes, so a room in another language can name the market itself. */
  mty: number;
  pe: number;
}
