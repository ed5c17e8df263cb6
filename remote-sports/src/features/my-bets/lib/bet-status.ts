import type { TFunction } from 'i18next';

/** Provider outcome (research §1.1): 2 return, 3 lost, 4 won, 5 win half, 6 lose half, 7 cancelled. */
export const OUTCOME = { ret: 2, lost: 3, won: 4, winHalf: 5, loseHalf: 6, cancel: 7 } as const;
/** Cash-out status 5: the member cashed the bet out. */
export const CASHED_OUT = 5;

export type Tone = 'good' | 'bad' | 'neutral' | 'pending';

export interface BetLike {
  status: number;
  outcome?: unknown;
  cashOutStatus?: number | null;
}

/** The words and colour of a bet's state: open states by order status, settled ones by outcome. */
export function betState(t: TFunction<'sports'>, bet: BetLike): { text: string; tone: Tone } {
  if (bet.cashOutStatus === CASHED_OUT) return { text: t('outcome.cashedOut'), tone: 'neutral' };
  const outcome = typeof bet.outcome === 'number' ? bet.outcome : 0;
  if (bet.status === 5) {
    switch (outcome) {
      case OUTCOME.won:
        return { text: t('outcome.won'), tone: 'good' };
      case OUTCOME.winHalf:
        return { text: t('outcome.winHalf'), tone: 'good' };
      case OUTCOME.lost:
        return { text: t('outcome.lost'), tone: 'bad' };
      case OUTCOME.loseHalf:
        return { text: t('outcome.loseHalf'), tone: 'bad' };
      default:
        return { text: t('outcome.void'), tone: 'neutral' };
    }
  }
  if (bet.status === 2) return { text: t('receipt.rejected'), tone: 'bad' };
  if (bet.status === 3) return { text: t('receipt.cancelled'), tone: 'neutral' };
  if (bet.status === 4) return { text: t('receipt.confirmed'), tone: 'pending' };
  return { text: t('receipt.confirming'), tone: 'pending' };
}
