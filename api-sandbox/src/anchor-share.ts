/** The anchor's share of what members pay them (gifts, paid streams and tips), in percent. */
export const ANCHOR_SHARE_PERCENT = 50;

/** The anchor's share of an amount in whole minor units, rounded down (the house keeps the rest). */
export function anchorShare(amount: number): number {
  return Math.floor((amount * ANCHOR_SHARE_PERCENT) / 100);
}
