import { useMutation, useQuery } from '@tanstack/react-query';
import { liveQueries, publishIntent, sendGift } from '@app/shared';

export function useGifts() {
  return useQuery(liveQueries.gifts());
}

export interface SendGiftVars {
  giftId: number | string;
  count: number;
  /** One key per press of Send: a retried request is the same send (R8). */
  idempotencyKey: string;
}

/** Sends a gift; the balance shown is refreshed from the server, never guessed. */
export function useSendGift(streamId: string) {
  return useMutation({
    mutationFn: (vars: SendGiftVars) => sendGift({ streamId, ...vars }),
    // The host refreshes the balance from the server on this intent.
    onSuccess: () => publishIntent('wallet.changed', { reason: 'live.gift' }),
  });
}
