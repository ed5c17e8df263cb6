/** One row of the partner commission table. */
export interface CommissionTier {
  /** Active members needed in the month. */
  minActive: number;
  /** Monthly net revenue needed, in the member's wallet currency. */
  minRevenue: number;
  /** Commission in percent of net revenue. */
  rate: number;
}

/**
 * The published partner terms. SPEC §7 has no call for agent commissions (the invite calls cover
 * the friend-referral award), so the page shows these unless the router passes `tiers`.
 * The tier names come from `venture.tierNames` in the same order.
 */
export const COMMISSION_TIERS: readonly CommissionTier[] = [
  { minActive: 5, minRevenue: 1, rate: 25 },
  { minActive: 10, minRevenue: 50_000, rate: 30 },
  { minActive: 20, minRevenue: 200_000, rate: 35 },
  { minActive: 50, minRevenue: 800_000, rate: 40 },
  { minActive: 100, minRevenue: 2_000_000, rate: 45 },
];
